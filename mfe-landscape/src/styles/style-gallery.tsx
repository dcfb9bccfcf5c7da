import { errorText, LoadError, Loading } from '@thrive/shared';
import type { LandscapeStyleImage } from '@thrive/shared/landscape';
import styles from './style-page.module.css';

interface Props {
  styleName: string;
  images: LandscapeStyleImage[] | undefined;
  error: unknown;
  onRetry: () => void;
}

/** What a picture shows, for those who cannot see it: the plan says whose plan it is. */
function imageAlt(image: LandscapeStyleImage, styleName: string): string {
  if (image.Kind === 'plan') return `Planting plan of ${styleName}`;
  return image.Caption
    ? `${image.Caption}, a bed in the ${styleName} style`
    : `A bed in the ${styleName} style`;
}

/** The style's pictures: its planting plan first, then the photos gardeners published. */
export function StyleGallery({ styleName, images, error, onRetry }: Props) {
  const photos = images?.filter((image) => image.Kind === 'photo').length ?? 0;
  return (
    <section className={styles.section} aria-labelledby="style-gallery-title">
      <h3 id="style-gallery-title" className={styles.sectionTitle}>
        Pictures
      </h3>
      {error ? (
        <LoadError message={errorText(error)} onRetry={onRetry} />
      ) : !images ? (
        <Loading label="Loading the pictures…" />
      ) : (
        <>
          <ul className={styles.gallery} aria-label={`Pictures of ${styleName}`}>
            {images.map((image) => (
              <li key={`${image.Kind}-${image.Id}`}>
                <figure className={styles.figure}>
                  <img
                    className={styles.galleryImage}
                    src={image.Url}
                    alt={imageAlt(image, styleName)}
                    width={image.Width || undefined}
                    height={image.Height || undefined}
                    loading="lazy"
                  />
                  {image.Caption && <figcaption className={styles.caption}>{image.Caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
          {photos === 0 && (
            <p className={styles.note}>No gardener has published a photo of a bed in this style yet.</p>
          )}
        </>
      )}
    </section>
  );
}
