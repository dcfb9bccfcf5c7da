import {
  sponsorBannerEngagement,
  useRecordEngagement,
  visuallyHidden,
  type Advertiser,
} from '@thrive/shared';
import { useSponsorAd } from './use-sponsor-ad';
import styles from './sponsor-banner.module.css';

export interface SponsorBannerProps {
  /** A sponsor or its advertiser answer: both carry the banner (SPEC §3 Sponsor). */
  sponsor: Pick<Advertiser, 'Id' | 'Name' | 'PX' | 'Value'>;
  /** The screen it is on, reported with a followed banner ('launch-pad', 'activation'). */
  where: string;
}

/**
 * A sponsor's banner (SPEC §2.3 lite layout, §2.6): the image at Name, named by the
 * organisation (Value), linked to PX in a new tab when there is a link. Being shown and
 * being followed are reported to the sponsor (POST Users/{uid}/SponsorAd); following it is
 * also engagement with the sponsor (POST users/{uid}/Engagement/). All fire and forget.
 */
export function SponsorBanner({ sponsor, where }: SponsorBannerProps) {
  const recordEngagement = useRecordEngagement('shell');
  const reportSponsorAd = useSponsorAd(sponsor.Id);
  const image = <img className={styles.bannerImage} src={sponsor.Name} alt={sponsor.Value} />;
  const link = sponsor.PX.trim();
  return (
    <div className={styles.banner}>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.bannerLink}
          onClick={() => {
            reportSponsorAd(link);
            recordEngagement(sponsorBannerEngagement(sponsor.Id, sponsor.Value, where));
          }}
        >
          {image}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      ) : (
        image
      )}
    </div>
  );
}
