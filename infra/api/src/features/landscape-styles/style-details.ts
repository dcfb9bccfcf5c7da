import { type LandscapeStyleDetails } from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import { knownStyle } from './known-style';
import { styleListItems } from './style-list-items';

/** GET LandscapeDesign/{styleId}/Profile/: a style's profile page, with how to plant it. */
export async function styleDetails(db: Database, styleId: number): Promise<LandscapeStyleDetails> {
  const style = await knownStyle(db, styleId);
  const [item] = await styleListItems(db, [style]);
  return { ...item!, Tips: style.tips };
}
