import type { MaterialRow } from '@thrive/shared/landscape';

/** A row's amount as a person reads it: "24 cu ft (12 bags)", "6 plants", or "" when only the gardener knows. */
export function materialAmount(row: MaterialRow): string {
  if (row.Amount === null) return '';
  const bags = row.Bags === null ? '' : ` (${row.Bags} ${row.Bags === 1 ? 'bag' : 'bags'})`;
  return `${row.Amount} ${row.Unit}${bags}`.trim();
}

/** The shopping list as plain text, to share or paste into a note. */
export function materialsText(designName: string, rows: readonly MaterialRow[]): string {
  const lines = rows.map((row) => {
    const amount = materialAmount(row);
    return `- ${row.Name}${amount ? `: ${amount}` : ''}`;
  });
  return [`Materials for ${designName}`, ...(lines.length ? lines : ['- Nothing to buy yet'])].join('\n');
}
