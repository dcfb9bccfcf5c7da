import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { parseCsvRecord } from './csv-record';

/** A data row by column name (values trimmed), or why it could not be split into columns. */
export type CsvRow =
  { line: number; values: Record<string, string>; error?: undefined } | { line: number; error: string };

/** The file cannot be imported at all (unreadable, empty, columns missing). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

/** A quoted field longer than this is a broken file, not a long name. */
const MAX_RECORD_LINES = 50;

/** The file's text: gzipped files (`.gz`, as the repo ships the tables) are read through gunzip. */
function textStream(file: string) {
  const stream = createReadStream(file);
  if (!file.endsWith('.gz')) return { input: stream.setEncoding('utf8'), streams: [stream] };
  const gunzip = createGunzip();
  stream.on('error', (error) => gunzip.destroy(error));
  return { input: stream.pipe(gunzip).setEncoding('utf8'), streams: [stream, gunzip] };
}

/**
 * Streams a CSV file row by row (the public tables are tens of thousands of rows), plain or
 * gzipped. Line numbers count the header as line 1, as an editor shows them.
 */
export async function* readCsvRows(file: string, required: readonly string[]): AsyncGenerator<CsvRow> {
  const { input, streams } = textStream(file);
  const lines = createInterface({ input, crlfDelay: Infinity });
  let header: string[] | null = null;
  let pending = '';
  let start = 0;
  let lineNumber = 0;
  try {
    for await (const text of lines) {
      lineNumber += 1;
      if (!pending) start = lineNumber;
      pending = pending ? `${pending}\n${text}` : text;
      const fields = parseCsvRecord(pending);
      if (!fields) {
        if (lineNumber - start < MAX_RECORD_LINES) continue;
        throw new ImportFileError(
          `${path.basename(file)}: a quoted field opened on line ${start} never closes`,
        );
      }
      pending = '';
      if (fields.length === 1 && fields[0]!.trim() === '') continue; // blank line
      if (!header) {
        header = fields.map((name) => name.replace(/^\uFEFF/, '').trim());
        const missing = required.filter((column) => !header!.includes(column));
        if (missing.length)
          throw new ImportFileError(`${path.basename(file)} lacks the columns ${missing.join(', ')}`);
        continue;
      }
      if (fields.length !== header.length) {
        yield { line: start, error: `${fields.length} fields where the header has ${header.length}` };
        continue;
      }
      yield { line: start, values: Object.fromEntries(header.map((name, i) => [name, fields[i]!.trim()])) };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`${path.basename(file)} could not be read: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    lines.close();
    for (const stream of streams) stream.destroy();
  }
  if (pending) yield { line: start, error: 'a quoted field never closes' };
  if (!header) throw new ImportFileError(`${path.basename(file)} is empty`);
}
