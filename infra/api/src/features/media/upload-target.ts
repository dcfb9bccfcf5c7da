import type { z } from 'zod';
import { IMAGE_TYPES, uploadFieldsSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { checkCataloguePlant, checkOwnedPlace, checkPlaceInReach, ownedGallery } from './owned-media';

/** An upload's fields as the contract leaves them: numbers, defaulted. */
export type ValidUploadFields = z.output<typeof uploadFieldsSchema>;

/** Where new photos go: what they are of, which gallery, and the place they were taken if the app knew. */
export interface UploadTarget {
  entityType: number;
  entityId: number;
  plantId: number | null;
  galleryId: number | null;
  /** Shown with the design's style to every gardener (design photos only). */
  published: boolean;
  origin: number;
  /** The position the app sent for every file of the request; null: each file's own EXIF GPS. */
  location: { latitude: number; longitude: number } | null;
}

/**
 * The text fields of a multipart upload, checked by the contract. Fields are named as the
 * app sends them (`body.latitude`), like the errors of JSON bodies.
 */
export function parseUploadFields(fields: Record<string, string>): ValidUploadFields {
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[`body.${issue.path.join('.')}`] ??= issue.message;
  throw badRequest(Object.values(messages)[0] ?? 'The upload is not valid.', messages);
}

/** The id that names what the photo is of: imageType's own id field (SPEC §3 "an optional id field with its name"). */
const entityIdOf = (fields: ValidUploadFields): number =>
  fields.imageType === IMAGE_TYPES.yard
    ? fields.yardId
    : fields.imageType === IMAGE_TYPES.zone
      ? fields.zoneId
      : fields.imageType === IMAGE_TYPES.design
        ? fields.designId
        : fields.plantId;

export const DESIGN_PHOTO_NEEDS_DESIGN = 'Choose the design the photo is of.';

/**
 * Checks the ids an upload names: design and gallery must be the gardener's, a yard or zone
 * theirs or one of a yard where they garden (400 otherwise, as when there is none; a viewer's
 * 403), a plant must be in the catalogue (400). A yard or zone photo may
 * name the plant it shows too. A design's photo must name its design; only such a photo can
 * be published (shown with the design's style), since only a design has a style to show it. Coordinates 0,0 are the app's "unknown" (SPEC §5 Upload location).
 */
export async function uploadTarget(
  db: Database,
  userId: number,
  fields: ValidUploadFields,
): Promise<UploadTarget> {
  // A gardener of a shared yard adds photos of it too, as their own (their gallery, their quota).
  if (fields.yardId > 0)
    await checkPlaceInReach(db, userId, 'yard', fields.yardId, 'body.yardId', 'gardener');
  if (fields.zoneId > 0)
    await checkPlaceInReach(db, userId, 'zone', fields.zoneId, 'body.zoneId', 'gardener');
  const ofDesign = fields.imageType === IMAGE_TYPES.design;
  if (ofDesign && fields.designId === 0)
    throw badRequest(DESIGN_PHOTO_NEEDS_DESIGN, { 'body.designId': DESIGN_PHOTO_NEEDS_DESIGN });
  if (fields.designId > 0) await checkOwnedPlace(db, userId, 'design', fields.designId, 'body.designId');
  if (fields.galleryId > 0) await ownedGallery(db, userId, fields.galleryId, 'body.galleryId');
  if (fields.plantId > 0) await checkCataloguePlant(db, fields.plantId, 'body.plantId');
  const known = fields.latitude !== 0 || fields.longitude !== 0;
  return {
    entityType: fields.imageType,
    entityId: entityIdOf(fields),
    plantId: fields.plantId || null,
    galleryId: fields.galleryId || null,
    published: ofDesign && fields.published === 1,
    origin: fields.origin,
    location: known ? { latitude: fields.latitude, longitude: fields.longitude } : null,
  };
}
