import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { landscapeStyles } from '../../db/schema';
import { notFound } from '../../http-errors';

/** The planting plan drawn at seed (seed-landscape-styles.ts); 404 for an unknown style. */
export async function stylePlanSvg(db: Database, styleId: number): Promise<string> {
  const [style] = await db
    .select({ planSvg: landscapeStyles.planSvg })
    .from(landscapeStyles)
    .where(eq(landscapeStyles.id, styleId));
  if (!style?.planSvg) throw notFound(`There is no planting plan for landscape style ${styleId}.`);
  return style.planSvg;
}
