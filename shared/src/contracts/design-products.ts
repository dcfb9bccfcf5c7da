import { z } from 'zod';
// Main-entry contracts by entry name: this file ships in the landscape entry, where a relative
// import would carry a second copy of them.
import { productSchema } from '@thrive/shared/contracts';
import { materialRowSchema } from './material-row';

/**
 * Partner products matched to one row of a design's materials list: the row is named by its
 * Kind, and a plant row also by its PlantId (null for soil, mulch and the rest).
 */
export const designProductGroupSchema = z.object({
  Kind: materialRowSchema.shape.Kind,
  PlantId: z.number().int().nullable(),
  /** Best match first; never empty (a row without a match has no group). */
  Products: z.array(productSchema),
});
export type DesignProductGroup = z.infer<typeof designProductGroupSchema>;

/**
 * GET LandscapeDesign/{id}/Products/: the groups in the materials list's order; [] when no
 * partner product matches, so the app shows no section at all.
 */
export const designProductsSchema = z.array(designProductGroupSchema);
export type DesignProducts = z.infer<typeof designProductsSchema>;
