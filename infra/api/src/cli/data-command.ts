import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadApiConfig } from '../config';
import { fetchReferenceTables, type FetchOutcome } from '../reference-data/fetch/fetch-tables';
import { dataSources } from '../reference-data/fetch/sources';
import { describeEntry } from '../reference-data/import/describe-entry';
import { connectDataAdmin } from './data-admin';

export const USAGE = `Usage:
  npm run data -- import <dir>          import the public tables found in <dir>
  npm run data -- fetch [--out <dir>]   download them from their official sources
                                        (default <DATA_DIR>/reference)`;

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
      onProgress: ({ file, read }) => io.err(`  ${file}: ${read} rows read`),
    });
    for (const entry of entries) for (const line of describeEntry(entry)) io.out(line);
    return entries.some((entry) => entry.status === 'failed') ? 1 : 0;
  } finally {
    await admin.close();
  }
}

function describeOutcome(outcome: FetchOutcome): string {
  return outcome.status === 'written'
    ? `${outcome.file}: wrote ${outcome.rows} rows to ${outcome.path}`
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

/** `npm run data -- ...`; returns the exit code (2 for a wrong command line). */
export async function runDataCommand(args: string[], io: CommandIo): Promise<number> {
  const parse = () =>
    parseArgs({
      args,
      allowPositionals: true,
      options: { out: { type: 'string' }, help: { type: 'boolean' } },
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
  if (command === 'import' && dir && !extra.length && parsed.values.out === undefined)
    return importCommand(dir, io);
  if (command === 'fetch' && !dir) return fetchCommand(parsed.values.out, io);
  const known = command === 'import' || command === 'fetch';
  io.err(`${known ? `Wrong arguments for ${command}` : `Unknown command "${command}"`}.\n\n${USAGE}`);
  return 2;
}
