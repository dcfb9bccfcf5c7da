import pLimit from 'p-limit';
import { UPLOAD_MAX_FILE_BYTES } from '@thrive/shared/contracts';
import type { AddPhotoOutcome, ImportedPhotoInput } from '../../features/plant-photos/add-imported-photo';
import type { PlantWantingPhoto, WantedOptions } from '../../features/plant-photos/photo-wanted';
import { searchCommons, type CommonsPhoto, type SkipReason } from './commons-search';
import type { PhotoSource } from './photo-source';
import { requestBytes, SourceUnreachable } from './source-requests';

/** Where the photos go: the database directly, or a running server that holds it. */
export interface PhotoImportTarget {
  via: 'server' | 'database';
  plantsWantingPhotos(options: WantedOptions): Promise<PlantWantingPhoto[]>;
  knownSourceIds(sourceIds: string[]): Promise<string[]>;
  addPhoto(photo: ImportedPhotoInput): Promise<AddPhotoOutcome>;
  close(): Promise<void>;
}

/** Two plants at a time: polite to Commons, and one plant's download overlaps the other's search. */
const CONCURRENT_PLANTS = 2;
/** Files of one plant tried before giving up on it (a broken file, a vanished thumbnail). */
const TRIES_PER_PLANT = 3;
/** With these many searches unanswered and none ever answered, the source is down: the run stops. */
const UNREACHED_BEFORE_GIVING_UP = 3;

export interface FetchImagesSummary {
  /** Plants to try, and how each one ended. */
  wanted: number;
  imported: number;
  none: number;
  failed: number;
  /** The source never answered: nothing could be tried. */
  unreachable: string | null;
}

type PlantOutcome =
  { kind: 'imported'; photo: CommonsPhoto } | { kind: 'none'; why: string } | { kind: 'failed'; why: string };

const credit = (photo: CommonsPhoto) => (photo.author ? `${photo.licence}, ${photo.author}` : photo.licence);

function describe(outcome: PlantOutcome): string {
  switch (outcome.kind) {
    case 'imported':
      return `imported (${credit(outcome.photo)})`;
    case 'none':
      return outcome.why;
    case 'failed':
      return `failed: ${outcome.why}`;
  }
}

/** "no usable photo (3 not an open licence, 1 no author named)" */
function noneFound(skipped: readonly SkipReason[], known: number): string {
  if (skipped.length === 0 && known === 0) return 'no photo found';
  const counts = new Map<string, number>();
  for (const why of skipped) counts.set(why, (counts.get(why) ?? 0) + 1);
  if (known) counts.set('imported already', known);
  return `no usable photo (${[...counts].map(([why, n]) => `${n} ${why}`).join(', ')})`;
}

async function importOne(
  target: PhotoImportTarget,
  source: PhotoSource,
  plant: PlantWantingPhoto,
): Promise<PlantOutcome> {
  const found = await searchCommons(source, plant.botanicalName);
  const known = new Set(await target.knownSourceIds(found.photos.map((photo) => photo.sourceId)));
  const fresh = found.photos.filter((photo) => !known.has(photo.sourceId));
  if (fresh.length === 0) return { kind: 'none', why: noneFound(found.skipped, known.size) };
  let firstFailure = '';
  for (const photo of fresh.slice(0, TRIES_PER_PLANT)) {
    try {
      const bytes = await requestBytes(photo.downloadUrl, source, UPLOAD_MAX_FILE_BYTES);
      const credit = {
        Author: photo.author,
        Licence: photo.licence,
        LicenceUrl: photo.licenceUrl,
        SourceUrl: photo.sourceUrl,
      };
      const added = await target.addPhoto({ plantId: plant.id, sourceId: photo.sourceId, credit, bytes });
      if (added.status === 'imported') return { kind: 'imported', photo };
    } catch (error) {
      firstFailure ||= `${photo.title}: ${(error as Error).message}`;
    }
  }
  return firstFailure
    ? { kind: 'failed', why: firstFailure }
    : { kind: 'none', why: noneFound(found.skipped, fresh.length) };
}

/**
 * `npm run data -- fetch-images`: for each plant without an imported photo, the best match on
 * Commons under an open licence, downloaded, kept like an upload and credited. One plant's
 * failure is reported and the run goes on; a source that never answers ends the run early.
 * Progress goes to `progress`, one line per plant.
 */
export async function fetchPlantPhotos(
  target: PhotoImportTarget,
  source: PhotoSource,
  options: WantedOptions,
  progress: (line: string) => void,
): Promise<FetchImagesSummary> {
  const plants = await target.plantsWantingPhotos(options);
  const summary: FetchImagesSummary = {
    wanted: plants.length,
    imported: 0,
    none: 0,
    failed: 0,
    unreachable: null,
  };
  let reached = false;
  let unreached = '';
  let unanswered = 0;
  let done = 0;
  const limit = pLimit(CONCURRENT_PLANTS);
  await Promise.all(
    plants.map((plant) =>
      limit(async () => {
        if (summary.unreachable) return;
        let outcome: PlantOutcome;
        try {
          outcome = await importOne(target, source, plant);
          reached = true;
        } catch (error) {
          if (error instanceof SourceUnreachable) {
            unreached = error.message;
            unanswered += 1;
          } else reached = true;
          outcome = { kind: 'failed', why: (error as Error).message };
        }
        summary[outcome.kind] += 1;
        progress(`${++done}/${plants.length} ${plant.botanicalName}: ${describe(outcome)}`);
        if (!reached && unanswered >= UNREACHED_BEFORE_GIVING_UP) summary.unreachable = unreached;
      }),
    ),
  );
  if (!reached && unreached) summary.unreachable = unreached;
  return summary;
}
