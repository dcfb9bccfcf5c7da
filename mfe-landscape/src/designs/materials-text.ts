import type { MaterialRow } from '@thrive/shared/landscape';
import { countText, formatPrice } from '@thrive/shared';
import type { NamedProductGroup } from './design-products';

/**
 * A row's amount as a person reads it: "24 cu ft (12 bags)", "1 plant", "6 plants", or "" when
 * only the gardener knows. Plants and bags are counted nouns; cu ft and ft read alike for any amount.
 */
export function materialAmount(row: MaterialRow): string {
  if (row.Amount === null) return '';
  const bags = row.Bags === null ? '' : ` (${countText(row.Bags, 'bag', 'bags')})`;
  const amount =
    row.Unit === 'plants' ? countText(row.Amount, 'plant', 'plants') : `${row.Amount} ${row.Unit}`;
  return `${amount}${bags}`.trim();
}

/**
 * The shopping list as plain text, to share or paste into a note; matched products follow,
 * one line each naming the row they are for, so the note reads on its own at the store.
 */
export function materialsText(
  designName: string,
  rows: readonly MaterialRow[],
  products: readonly NamedProductGroup[] = [],
): string {
  const lines = rows.map((row) => {
    const amount = materialAmount(row);
    return `- ${row.Name}${amount ? `: ${amount}` : ''}`;
  });
  const productLines = products.flatMap((group) =>
    group.products.map((product) => {
      const facts = [product.Name, product.ProductSize, formatPrice(product.Price, product.Currency)];
      return `- ${group.title}: ${facts.filter(Boolean).join(', ')}`;
    }),
  );
  return [
    `Materials for ${designName}`,
    ...(lines.length ? lines : ['- Nothing to buy yet']),
    ...(productLines.length ? ['', 'Products for this bed', ...productLines] : []),
  ].join('\n');
}
