import type { DirectoryEntry } from './import-directory';

/**
 * What the CLI and the server log print for a file: one line of counts
 * (`phzm_us_zipcode_2023.csv: read 39921, loaded 39921, rejected 0`) and the first rejects.
 */
export function describeEntry(entry: DirectoryEntry): string[] {
  if (entry.status !== 'imported') return [`${entry.file}: ${entry.status} (${entry.note})`];
  const { result } = entry;
  const counts = [`read ${result.read}`, `loaded ${result.loaded}`, `rejected ${result.rejected}`];
  if (result.matchedCurated !== undefined) counts.push(`matched curated ${result.matchedCurated}`);
  if (result.merged) counts.push(`merged into their species ${result.merged}`);
  if (result.staleRemoved) counts.push(`no longer listed, removed ${result.staleRemoved}`);
  if (result.staleInUse)
    counts.push(`no longer listed, kept for the gardeners using them ${result.staleInUse}`);
  if (result.stationsCreated) counts.push(`stations created ${result.stationsCreated}`);
  return [
    `${entry.file}: ${counts.join(', ')}`,
    ...result.rejects.map((reject) => `  line ${reject.line}: ${reject.reason}`),
  ];
}
