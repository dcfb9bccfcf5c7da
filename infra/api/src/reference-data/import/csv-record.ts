/**
 * RFC 4180 CSV, one record at a time: fields separated by commas, a field in double quotes
 * may hold commas, line breaks and doubled quotes (`""` is one `"`). Returns null when the
 * text ends inside a quoted field, so the reader can append the next line and try again.
 */
export function parseCsvRecord(text: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '"' && field === '') quoted = true;
    else field += char;
    i += 1;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/** One field as CSV: quoted only when it has to be. */
function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',');
}
