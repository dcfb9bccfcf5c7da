import { SPONSOR_ASK_EXPERT_DESC, type Advertiser, type Sponsor } from '@thrive/shared/contracts';
import { sponsors } from '../../db/schema';

/** The sponsor columns the SPEC §3 Sponsor is made of. */
export const sponsorColumns = {
  id: sponsors.id,
  displayName: sponsors.displayName,
  bannerUrl: sponsors.bannerUrl,
  linkUrl: sponsors.linkUrl,
  askExpert: sponsors.askExpert,
};

export interface SponsorRow {
  id: number;
  displayName: string;
  bannerUrl: string;
  linkUrl: string;
  askExpert: boolean;
}

/** SPEC §3: Name is the banner image address, PX the link, Desc "1" enables Ask Expert. */
export function toAdvertiser(row: SponsorRow): Advertiser {
  return {
    Id: row.id,
    Name: row.bannerUrl,
    PX: row.linkUrl,
    Desc: row.askExpert ? SPONSOR_ASK_EXPERT_DESC : '',
    Value: row.displayName,
  };
}

export const toSponsor = (row: SponsorRow, isSelected: boolean): Sponsor => ({
  ...toAdvertiser(row),
  IsSelected: isSelected,
});
