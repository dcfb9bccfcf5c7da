import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { REFERENCE_DATA_ROOT } from '../../reference-data/reference-files';
import {
  careRulesFileSchema,
  fertilizerSchedulesFileSchema,
  seasonalTipsFileSchema,
  zoneFrostDatesFileSchema,
  type CareRule,
  type FertilizerSchedule,
  type SeasonalTip,
  type ZoneFrostDates,
} from './care-data-schema';

/** Our care calendar's data (reference-data/care): written by us, read once per process. */
export interface CareData {
  rules: CareRule[];
  fertilizerSchedules: FertilizerSchedule[];
  tips: SeasonalTip[];
  zoneFrostDates: ZoneFrostDates[];
  /** Changes whenever a file changes: every calendar is regenerated once after a data release. */
  version: string;
}

export const CARE_DATA_DIR = path.join(REFERENCE_DATA_ROOT, 'care');

function readJson<T>(file: string, schema: z.ZodType<T>, hash: ReturnType<typeof createHash>): T {
  const text = readFileSync(file, 'utf8');
  hash.update(text);
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${path.relative(REFERENCE_DATA_ROOT, file)}: ${parsed.error.message}`);
  return parsed.data;
}

/** Reads and checks every care data file of `dir`; duplicate ids are refused. */
export function readCareData(dir = CARE_DATA_DIR): CareData {
  const hash = createHash('sha256');
  const rulesDir = path.join(dir, 'rules');
  const ruleFiles = existsSync(rulesDir)
    ? readdirSync(rulesDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
  const rules = ruleFiles.flatMap(
    (file) => readJson(path.join(rulesDir, file), careRulesFileSchema, hash).items,
  );
  const optional = <T>(file: string, schema: z.ZodType<{ items: T[] }>): T[] =>
    existsSync(path.join(dir, file)) ? readJson(path.join(dir, file), schema, hash).items : [];
  const data: CareData = {
    rules,
    fertilizerSchedules: optional('fertilizer-schedules.json', fertilizerSchedulesFileSchema),
    tips: optional('seasonal-tips.json', seasonalTipsFileSchema),
    zoneFrostDates: optional('zone-frost-dates.json', zoneFrostDatesFileSchema),
    version: '',
  };
  for (const [what, items] of [
    ['care rule', data.rules],
    ['fertilizer schedule', data.fertilizerSchedules],
    ['tip', data.tips],
  ] as const) {
    const seen = new Set<number>();
    for (const { Id } of items) {
      if (seen.has(Id)) throw new Error(`care data: ${what} id ${Id} is used twice`);
      seen.add(Id);
    }
  }
  data.version = hash.digest('hex').slice(0, 16);
  return data;
}

let cached: CareData | undefined;

/** The care data of this release, read on first use. */
export function careData(): CareData {
  cached ??= readCareData();
  return cached;
}
