import { Link, useParams } from 'react-router-dom';
import { errorText, isNotFound, LoadError, Loading, useCarriedLink } from '@thrive/shared';
import { landscapeStylePathSchema, type LandscapeStyleDetails } from '@thrive/shared/landscape';
import { LandscapePage } from '../common/landscape-page';
import { StyleGallery } from './style-gallery';
import { StylePalette } from './style-palette';
import { StyleProfile } from './style-profile';
import { STYLES_TITLE } from './styles-page';
import {
  useGetLandscapeStyleImagesQuery,
  useGetLandscapeStyleProfileQuery,
} from '@thrive/shared/landscape-api';
import styles from './style-page.module.css';

/** The new design screen, started in a style. */
const newDesignPath = (styleId: number) => `/styles/designs/new?style=${styleId}`;

/** styles/:id: one landscape style to learn from, and the way to design a bed in it. */
export function StylePage() {
  const carried = useCarriedLink();
  const parsed = landscapeStylePathSchema.safeParse({ id: useParams().id });
  const styleId = parsed.success ? parsed.data.id : 0;
  const profile = useGetLandscapeStyleProfileQuery(styleId, { skip: !styleId });
  const back = (
    <Link to={carried('/styles')} className={styles.backLink}>
      Back to styles
    </Link>
  );

  let content;
  if (!parsed.success || isNotFound(profile.error)) {
    content = <p className={styles.note}>There is no such style.</p>;
  } else if (profile.error) {
    content = <LoadError message={errorText(profile.error)} onRetry={() => void profile.refetch()} />;
  } else if (!profile.data) {
    content = <Loading label="Loading the style…" />;
  } else {
    content = <StyleDetails style={profile.data} design={carried(newDesignPath(styleId))} />;
  }
  return (
    <LandscapePage title={STYLES_TITLE} heading={profile.data?.Name ?? 'Landscape style'}>
      {content}
      <p className={styles.back}>{back}</p>
    </LandscapePage>
  );
}

function StyleDetails({ style, design }: { style: LandscapeStyleDetails; design: string }) {
  const images = useGetLandscapeStyleImagesQuery(style.Id);
  const plan = images.data?.Images.find((image) => image.Kind === 'plan');
  return (
    <>
      <figure className={styles.hero}>
        <img
          className={styles.heroImage}
          src={style.WebImage}
          alt={`Planting plan of ${style.Name}`}
          width={640}
          height={400}
        />
        <figcaption className={styles.caption}>
          {plan?.Caption ?? `Planting plan of ${style.Name}`}
        </figcaption>
      </figure>
      <p className={styles.description}>{style.Description}</p>
      <p className={styles.actions}>
        <Link to={design} className={styles.primaryLink}>
          Design a bed in this style
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="style-profile-title">
        <h3 id="style-profile-title" className={styles.sectionTitle}>
          Suits
        </h3>
        <StyleProfile profile={style.Profile} />
      </section>
      {style.Tips.length > 0 && (
        <section className={styles.section} aria-labelledby="style-tips-title">
          <h3 id="style-tips-title" className={styles.sectionTitle}>
            How to plant it
          </h3>
          <ul className={styles.tips} aria-labelledby="style-tips-title">
            {style.Tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      <StylePalette styleId={style.Id} styleName={style.Name} />
      <StyleGallery
        styleName={style.Name}
        images={images.data?.Images}
        error={images.error}
        onRetry={() => void images.refetch()}
      />
    </>
  );
}
