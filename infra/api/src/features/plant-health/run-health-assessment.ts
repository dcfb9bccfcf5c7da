import type { PlantHealthAnswer, ValidPlantHealthRequest } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import type { ProviderConfig } from '../../provider-config';
import type { ImageRow } from '../media/image-rows';
import type { MediaStorage } from '../common/media-storage';
import { ownedImage } from '../media/owned-media';
import { dayOf } from '../common/calendar-days';
import { embeddedAssessment, providerAssessment } from './assessments';
import type { HealthPlace } from './health-context';
import { askHealthService, type HealthServicePhoto } from './health-provider';
import { healthSubject } from './health-subject';
import { loadHealthContext } from './load-health-context';
import { symptomTable } from './symptom-table';

export interface HealthAssessmentDependencies {
  db: Database;
  storage: MediaStorage;
  providers: ProviderConfig;
  clock: () => Date;
}

const PHOTO_FILE_MISSING = 'That photo’s file could not be read. Please upload it again.';

/** The photo's bytes and where it was taken (the photo's own place, else the yard's). */
async function servicePhoto(
  storage: MediaStorage,
  image: ImageRow,
  place: HealthPlace | null,
): Promise<HealthServicePhoto> {
  const file = await storage.get(image.storageKey);
  if (!file) throw badRequest(PHOTO_FILE_MISSING, { 'body.ImageId': PHOTO_FILE_MISSING });
  const located =
    image.latitude !== null && image.longitude !== null
      ? { latitude: image.latitude, longitude: image.longitude }
      : place?.coordinates;
  return { base64: file.body.toString('base64'), ...located };
}

/**
 * POST Plants/0/RunHealthAssessment/: the plant must be the gardener's, or of a yard shared with
 * them (`userId` is then its owner's), and the photo must be `photographerId`'s, the sender's.
 * With a plant health service configured and a photo, the service assesses the photo;
 * otherwise (no service, or no photo: the service is not called) our own reasoning answers.
 */
export async function runHealthAssessment(
  { db, storage, providers, clock }: HealthAssessmentDependencies,
  userId: number,
  request: ValidPlantHealthRequest,
  photographerId = userId,
): Promise<PlantHealthAnswer> {
  const subject = await healthSubject(db, userId, request);
  const image =
    request.ImageId > 0 ? await ownedImage(db, photographerId, request.ImageId, 'body.ImageId') : null;
  const symptoms = [...new Set(request.Symptoms)];
  const context = await loadHealthContext(db, userId, subject, symptoms, dayOf(clock()));
  const table = symptomTable();
  const service = providers.plantHealth;
  if (!service || !image) return embeddedAssessment(context, table, { withPhoto: image !== null });
  const answer = await askHealthService(service, await servicePhoto(storage, image, context.place));
  return providerAssessment(context, table, answer);
}
