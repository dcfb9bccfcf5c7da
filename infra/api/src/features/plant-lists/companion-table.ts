import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COMPANION_REASONS, type CompanionPairing } from '@thrive/shared/contracts';
import { readCatalogueFiles, REFERENCE_DATA_ROOT } from '../../reference-data/reference-files';

const COMPANION_TABLE_FILE = path.join('companions', 'pairings.json');

const plantNames = z.array(z.string().min(2)).min(1);

/** One pairing as written: every plant of `plants` with every plant of `companions`. */
const pairingEntrySchema = z.strictObject({
  plants: plantNames,
  companions: plantNames,
  reason: z.enum(COMPANION_REASONS),
  /** Read by the gardener on the companion's card: one sentence, true from either side. */
  note: z.string().min(30).max(200),
});
export type PairingEntry = z.infer<typeof pairingEntrySchema>;

/** Plants that grow badly together: every plant of `plants` with every plant of `companions`. */
const avoidEntrySchema = z.strictObject({
  plants: plantNames,
  companions: plantNames,
  /** For the people who keep the table: why the pair is never suggested. */
  note: z.string().min(30).max(200),
});
export type AvoidEntry = z.infer<typeof avoidEntrySchema>;

const companionTableFileSchema = z.strictObject({
  about: z.string().min(80),
  pairings: z.array(pairingEntrySchema).min(1),
  avoid: z.array(avoidEntrySchema).default([]),
});
export type CompanionTable = z.infer<typeof companionTableFileSchema>;

/** A known good companion of a plant, by botanical name, and why they pair. */
export interface TableCompanion {
  botanicalName: string;
  pairing: CompanionPairing;
}

/** The table as written; a malformed file fails loudly, like the other reference files. */
export function readCompanionTable(): CompanionTable {
  const file = path.join(REFERENCE_DATA_ROOT, COMPANION_TABLE_FILE);
  const parsed = companionTableFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`reference-data/${COMPANION_TABLE_FILE}: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Curated plants by common name and by botanical name, each to its botanical name: the
 * table is written in common names a gardener reads, and the database keys plants by
 * botanical name, which the curated seed never changes.
 */
export function curatedNames(): ReadonlyMap<string, string> {
  return new Map(
    readCatalogueFiles().flatMap(({ entries }) =>
      entries.flatMap((raw) => {
        const { commonName, botanicalName } = raw as { commonName?: string; botanicalName?: string };
        if (!botanicalName) return [];
        return [
          [botanicalName, botanicalName] as const,
          ...(commonName ? [[commonName, botanicalName] as const] : []),
        ];
      }),
    ),
  );
}

/** Every pair of the entries, both ways, in the order written: [plant, companion, entry]. */
export function pairsOf<Entry extends AvoidEntry>(entries: readonly Entry[]): [string, string, Entry][] {
  return entries.flatMap((entry) =>
    entry.plants.flatMap((plant) =>
      entry.companions.flatMap((companion): [string, string, Entry][] => [
        [plant, companion, entry],
        [companion, plant, entry],
      ]),
    ),
  );
}

/**
 * Names the curated catalogue lacks, plants paired with themselves, pairs written twice (a
 * pair has one reason) and pairs both paired and avoided. Reported by the data test rather
 * than at start, like the landscape styles' palettes: a catalogue edit must fail the test,
 * not the service.
 */
export function companionTableProblems({
  pairings,
  avoid,
}: Pick<CompanionTable, 'pairings' | 'avoid'>): string[] {
  const names = curatedNames();
  const entries = [...pairings, ...avoid];
  const unknown = [...new Set(entries.flatMap((entry) => [...entry.plants, ...entry.companions]))]
    .filter((name) => !names.has(name))
    .map((name) => `"${name}" is not a catalogue plant`);
  const seen = new Set<string>();
  const pairProblems = entries.flatMap((entry) =>
    entry.plants.flatMap((plant) =>
      entry.companions.flatMap((companion) => {
        const [a, b] = [names.get(plant) ?? plant, names.get(companion) ?? companion];
        if (a === b) return [`${plant} is paired with ${companion}, itself`];
        const key = a < b ? `${a}\0${b}` : `${b}\0${a}`;
        if (seen.has(key)) return [`${plant} and ${companion} are listed twice`];
        seen.add(key);
        return [];
      }),
    ),
  );
  return [...unknown, ...pairProblems];
}

interface KnownTable {
  companions: ReadonlyMap<string, readonly TableCompanion[]>;
  avoided: ReadonlyMap<string, ReadonlySet<string>>;
}
let known: KnownTable | undefined;

/**
 * The table by botanical name, read once per process: the file ships with the code. Names
 * the catalogue lacks are skipped here and reported by the data test.
 */
function knownTable(): KnownTable {
  if (known) return known;
  const names = curatedNames();
  const { pairings, avoid } = readCompanionTable();
  const companions = new Map<string, TableCompanion[]>();
  for (const [plant, companion, { reason, note }] of pairsOf(pairings)) {
    const [a, b] = [names.get(plant), names.get(companion)];
    if (!a || !b || a === b) continue;
    const list = companions.get(a) ?? [];
    if (!list.some((listed) => listed.botanicalName === b))
      list.push({ botanicalName: b, pairing: { Reason: reason, Note: note } });
    companions.set(a, list);
  }
  const avoided = new Map<string, Set<string>>();
  for (const [plant, companion] of pairsOf(avoid)) {
    const [a, b] = [names.get(plant), names.get(companion)];
    if (a && b) avoided.set(a, (avoided.get(a) ?? new Set()).add(b));
  }
  known = { companions, avoided };
  return known;
}

/** The known good companions of a plant (by botanical name), in table order: classics first. */
export function tableCompanions(botanicalName: string): readonly TableCompanion[] {
  return knownTable().companions.get(botanicalName) ?? [];
}

/** Plants (by botanical name) the table says grow badly beside this one: never suggested. */
export function avoidedCompanions(botanicalName: string): ReadonlySet<string> {
  return knownTable().avoided.get(botanicalName) ?? new Set();
}
