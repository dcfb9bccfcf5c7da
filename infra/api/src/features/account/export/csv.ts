/** A value of an export row as it goes into a CSV cell. */
export type CsvValue = string | number | boolean | null | undefined | readonly string[];

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @,
 * and tab and carriage return, which some spreadsheets strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180 §2.6: a field with a comma, a double quote or a line break must be quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: text a gardener typed that looks like a formula gets a leading ' so a
 * spreadsheet shows it instead of running it; numbers are left alone (-3.5 is a longitude,
 * not a formula). Lists are joined with "; ", null is an empty cell.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : value.join('; ');
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180: a header row of `columns`, then one line per row, every line ending in CRLF. */
export function toCsv<Row extends Record<string, CsvValue>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [columns.map(csvField), ...rows.map((row) => columns.map((column) => csvField(row[column])))];
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}
