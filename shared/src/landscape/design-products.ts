import { z } from 'zod';
import { productSchema } from '@thrive/shared/contracts';
import { materialRowSchema } from './materials-list';

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
