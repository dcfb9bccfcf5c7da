import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadApiConfig } from '../config';
import { fetchReferenceTables, type FetchOutcome } from '../reference-data/fetch/fetch-tables';
import { dataSources } from '../reference-data/fetch/sources';
import { describeEntry } from '../reference-data/import/describe-entry';
import { SHIPPED_TABLES_DIR } from '../reference-data/import/tables-at-start';
import { packTables, type PackOutcome } from '../reference-data/pack/pack-tables';
import { fetchPlantPhotos, type FetchImagesSummary } from '../reference-data/plant-photos/fetch-plant-photos';
import { photoSource } from '../reference-data/plant-photos/photo-source';
import type { WantedOptions } from '../features/plant-photos/photo-wanted';
import { connectDataAdmin } from './data-admin';
import { connectPhotoImportTarget } from './photo-import-target';
import { countText } from '@thrive/shared/count-text';

const USAGE = `Usage:
  npm run data -- import <dir>          import the public tables found in <dir>
  npm run data -- fetch [--out <dir>]   download them from their official sources
                                        (default <DATA_DIR>/reference)
  npm run data -- pack <dir> [--out <dir>]
                                        compact the full tables of <dir> into the copies
                                        the repo ships (default infra/api/reference-data/public)
  npm run data -- fetch-images [--limit N] [--all]
                                        download open-licence photos (public domain, CC0,
                                        CC BY, CC BY-SA) of catalogue plants that have none
                                        from Wikimedia Commons (WIKIMEDIA_API_URL), with
                                        author and licence; --all: the plants imported from
                                        USDA PLANTS too; --limit: try at most N plants`;

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

const isFolder = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

async function importCommand(dir: string, io: CommandIo): Promise<number> {
  const folder = path.resolve(dir);
  if (!isFolder(folder)) {
    io.err(`${folder} is not a folder.`);
    return 1;
  }
  const admin = await connectDataAdmin(loadApiConfig(io.env));
  try {
    io.out(
      `Importing ${folder} ${admin.via === 'server' ? 'through the running server' : 'into the database'}`,
    );
    const entries = await admin.importDirectory(folder, {
      onProgress: ({ file, read }) => io.err(`  ${file}: ${countText(read, 'row', 'rows')} read`),
    });
    for (const entry of entries) for (const line of describeEntry(entry)) io.out(line);
    return entries.some((entry) => entry.status === 'failed') ? 1 : 0;
  } finally {
    await admin.close();
  }
}

function describeOutcome(outcome: FetchOutcome): string {
  return outcome.status === 'written'
    ? `${outcome.file}: wrote ${countText(outcome.rows, 'row', 'rows')} to ${outcome.path}`
    : `${outcome.file}: ${outcome.status === 'failed' ? 'not downloaded' : 'place by hand'}: ${outcome.message}`;
}

async function fetchCommand(out: string | undefined, io: CommandIo): Promise<number> {
  const folder = path.resolve(out ?? path.join(loadApiConfig(io.env).dataDir, 'reference'));
  io.out(`Downloading the public tables into ${folder}`);
  const outcomes = await fetchReferenceTables(folder, dataSources(io.env));
  for (const outcome of outcomes) io.out(describeOutcome(outcome));
  if (outcomes.some((outcome) => outcome.status === 'written'))
    io.out(`Import them with: npm run data -- import ${folder}`);
  return outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function describePack(outcome: PackOutcome): string {
  if (outcome.status !== 'packed') return `${outcome.file}: ${outcome.status} (${outcome.note})`;
  const dropped = outcome.dropped ? `, dropped ${outcome.dropped} unreadable` : '';
  return `${outcome.file}: ${countText(outcome.rows, 'row', 'rows')}${dropped}, ${kib(outcome.from)} -> ${kib(outcome.bytes)} (${outcome.path})`;
}

async function packCommand(dir: string, out: string | undefined, io: CommandIo): Promise<number> {
  const folder = path.resolve(dir);
  if (!isFolder(folder)) {
    io.err(`${folder} is not a folder.`);
    return 1;
  }
  const outcomes = await packTables(folder, out ? path.resolve(out) : SHIPPED_TABLES_DIR);
  for (const outcome of outcomes) io.out(describePack(outcome));
  const packed = outcomes.filter((outcome) => outcome.status === 'packed');
  io.out(
    `${countText(packed.length, 'table', 'tables')}, ${kib(packed.reduce((sum, outcome) => sum + outcome.bytes, 0))} in all.`,
  );
  return outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0;
}

function describeSummary(summary: FetchImagesSummary): string {
  if (summary.wanted === 0) return 'Every plant asked for has an imported photo: nothing to fetch.';
  const tried = summary.imported + summary.none + summary.failed;
  const counts = `${summary.imported} imported, ${summary.none} without a usable photo, ${summary.failed} failed`;
  return `${counts} (${tried} of ${countText(summary.wanted, 'plant', 'plants')} tried).`;
}

async function fetchImagesCommand(options: WantedOptions, io: CommandIo): Promise<number> {
  const source = photoSource(io.env);
  const target = await connectPhotoImportTarget(loadApiConfig(io.env));
  try {
    const into = target.via === 'server' ? 'through the running server' : 'into the database';
    io.out(`Fetching plant photos from ${source.apiUrl} ${into}`);
    const summary = await fetchPlantPhotos(target, source, options, io.err);
    io.out(describeSummary(summary));
    if (summary.unreachable === null) return 0;
    io.err(`Stopped: the photo source could not be reached (${summary.unreachable}).`);
    return 1;
  } finally {
    await target.close();
  }
}

/** --limit N: a whole number above 0, or undefined when not given; null when it is not one. */
function limitOf(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** `npm run data -- ...`; returns the exit code (2 for a wrong command line). */
export async function runDataCommand(args: string[], io: CommandIo): Promise<number> {
  const parse = () =>
    parseArgs({
      args,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        limit: { type: 'string' },
        all: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, dir, ...extra] = parsed.positionals;
  if (parsed.values.help || !command) {
    io.err(`Tell me what to do.\n\n${USAGE}`);
    return 2;
  }
  const { out, limit, all } = parsed.values;
  const imageOptions = limit !== undefined || all !== undefined;
  if (command === 'import' && dir && !extra.length && out === undefined && !imageOptions)
    return importCommand(dir, io);
  if (command === 'fetch' && !dir && !imageOptions) return fetchCommand(out, io);
  if (command === 'pack' && dir && !extra.length && !imageOptions) return packCommand(dir, out, io);
  const limitCount = limitOf(limit);
  if (command === 'fetch-images' && !dir && out === undefined && limitCount !== null)
    return fetchImagesCommand({ all: all ?? false, limit: limitCount }, io);
  const known = ['import', 'fetch', 'pack', 'fetch-images'].includes(command);
  io.err(`${known ? `Wrong arguments for ${command}` : `Unknown command "${command}"`}.\n\n${USAGE}`);
  return 2;
}
