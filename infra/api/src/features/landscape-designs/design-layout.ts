import { bedLayout, bedLayoutSvg } from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { designPlants, measuresOf } from './design-view';
import { ownedDesign } from './owned-design';

/**
 * GET LandscapeDesign/{id}/Layout.svg: the printable bed layout of one of the caller's
 * designs, drawn from what is stored now (so it follows every save and plant change).
 */
export async function designLayoutSvg(
  db: Database,
  urls: MediaUrls,
  userId: number,
  designId: number,
): Promise<string> {
  const design = await ownedDesign(db, userId, designId);
  const chosen = await designPlants(db, urls, userId, design.id);
  return bedLayoutSvg(bedLayout(measuresOf(design), chosen), `${design.name}: bed layout`);
}
