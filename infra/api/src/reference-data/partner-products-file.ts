import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readOperatorSponsors } from './operator-files';
import { readCatalogueFiles, readList, REFERENCE_DATA_ROOT } from './reference-files';

const FILE = 'partner-products.json';

const cents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const categorySchema = z.strictObject({ id: z.number().int().positive(), name: z.string().min(2) });

const productSchema = z.strictObject({
  id: z.number().int().positive(),
  sponsorId: z.number().int().positive(),
  name: z.string().min(2),
  brandName: z.string(),
  productCategoryId: z.number().int().positive(),
  description: z.string(),
  sku: z.string(),
  productSize: z.string(),
  quantity: z.number().nonnegative().refine(cents, 'at most two decimals'),
  price: z.number().nonnegative().refine(cents, 'at most two decimals'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO currency code'),
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  imagePath: z.string(),
  active: z.boolean(),
  /** Plant category keys (lists/plant-categories.json) whose plants the product suits. */
  suitsCategories: z.array(z.string()),
  /** Botanical names of catalogue plants the product suits. */
  suitsPlants: z.array(z.string()),
});

const fileSchema = z.object({ categories: z.array(categorySchema), items: z.array(productSchema) });

export type PartnerProductsFile = z.infer<typeof fileSchema>;

/**
 * The demo partner products (reference-data/operator/partner-products.json). A sponsor,
 * product category, plant category or plant the data does not know fails loudly: a typo
 * must not quietly hide a product from the plants it suits.
 */
export function readPartnerProducts(): PartnerProductsFile {
  const raw: unknown = JSON.parse(readFileSync(path.join(REFERENCE_DATA_ROOT, 'operator', FILE), 'utf8'));
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`reference-data/operator/${FILE}: ${parsed.error.message}`);
  const sponsors = new Set(readOperatorSponsors().map((sponsor) => sponsor.id));
  const productCategories = new Set(parsed.data.categories.map((category) => category.id));
  const plantCategories = new Set(readList('plant-categories').map((category) => String(category.Key)));
  const catalogue = new Set(
    readCatalogueFiles().flatMap(({ entries }) =>
      entries.map((entry) => (entry as { botanicalName?: string }).botanicalName),
    ),
  );
  const ids = new Set<number>();
  for (const product of parsed.data.items) {
    const fail = (problem: string) =>
      new Error(`reference-data/operator/${FILE}, product ${product.id}: ${problem}`);
    if (ids.has(product.id)) throw fail('the id is used twice');
    ids.add(product.id);
    if (!sponsors.has(product.sponsorId)) throw fail('not a sponsor of sponsors.json');
    if (!productCategories.has(product.productCategoryId)) throw fail('not a product category of this file');
    for (const key of product.suitsCategories)
      if (!plantCategories.has(key)) throw fail(`"${key}" is not a plant category key`);
    for (const name of product.suitsPlants)
      if (!catalogue.has(name)) throw fail(`"${name}" is not a catalogue plant`);
  }
  return parsed.data;
}
