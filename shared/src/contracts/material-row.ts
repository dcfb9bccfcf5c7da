import { z } from 'zod';

/** One line of the shopping list. Amount is null where only the gardener knows it. */
export const materialRowSchema = z.object({
  Kind: z.enum(['soil', 'mulch', 'edging', 'irrigation', 'plant', 'other']),
  Name: z.string(),
  Amount: z.number().nullable(),
  Unit: z.enum(['cu ft', 'ft', 'plants', '']),
  /** Bags of 2 cubic feet (BAG_CUBIC_FEET of the materials list) for soil and mulch; null for the rest. */
  Bags: z.number().int().nullable(),
  PlantId: z.number().int().nullable(),
});
export type MaterialRow = z.infer<typeof materialRowSchema>;
