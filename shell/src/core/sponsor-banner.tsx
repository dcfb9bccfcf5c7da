import type { Sponsor } from '@thrive/shared';
import styles from './launch-pad.module.css';

/**
 * The selected sponsor's banner (SPEC §2.3 lite layout, §2.6): the image at Name, named by the
 * organisation (Value), linked to PX in a new tab when there is a link.
 */
export function SponsorBanner({ sponsor }: { sponsor: Sponsor }) {
  const image = <img className={styles.bannerImage} src={sponsor.Name} alt={sponsor.Value} />;
  const link = sponsor.PX.trim();
  return (
    <div className={styles.banner}>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
