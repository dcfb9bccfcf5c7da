import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { landscapeStyles } from '../../db/schema';
import { notFound } from '../../http-errors';
import { styleRowColumns } from './style-list-items';

/** A style named in a path; an unknown id is 404, as for any path id. */
export async function knownStyle(db: Database, styleId: number) {
  const [style] = await db
    .select({
      ...styleRowColumns,
      sunRequirementId: landscapeStyles.sunRequirementId,
      waterRequirementId: landscapeStyles.waterRequirementId,
    })
    .from(landscapeStyles)
    .where(eq(landscapeStyles.id, styleId));
  if (!style) throw notFound(`There is no landscape style ${styleId}.`);
  return style;
}
