import { useState } from 'react';
import { sponsorBannerEngagement, useRecordEngagement, visuallyHidden } from '@thrive/shared';
import type { FeaturedPlants } from '@thrive/shared/contracts';
import styles from './featured.module.css';

/**
 * The sponsor banner (SPEC §2.6): the image at Name, named by the sponsor, linked to its site
 * (PX) in a new tab when there is one. A banner that fails to load leaves the name. Following
 * it is reported as engagement with the sponsor (Engagement/), fire and forget.
 */
export function SponsorBanner({ sponsor }: { sponsor: FeaturedPlants['Sponsor'] }) {
  const [failed, setFailed] = useState(false);
  const recordEngagement = useRecordEngagement('mfe-plants');
  const link = sponsor.PX.trim();
  const content =
    sponsor.Name && !failed ? (
      <img
        className={styles.bannerImage}
        src={sponsor.Name}
        alt={sponsor.DisplayName}
        onError={() => setFailed(true)}
      />
    ) : (
      <span className={styles.bannerName}>{sponsor.DisplayName}</span>
    );
  return (
    <div className={styles.banner}>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() =>
            recordEngagement(sponsorBannerEngagement(sponsor.Id, sponsor.DisplayName, 'featured-plants'))
          }
        >
          {content}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      ) : (
        content
      )}
    </div>
  );
}
