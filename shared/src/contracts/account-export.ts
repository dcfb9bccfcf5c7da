import { z } from 'zod';
import { profileSchema } from './account';
import { yardMemberRoleSchema } from './yard-sharing';

/**
 * GET users/{uid}/export (issue 14): everything a gardener keeps with us, as one JSON
 * document or a zip of one CSV file per kind. Field names are the export's own (plain
 * camelCase, readable in a spreadsheet header), not SPEC's wire names.
 */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_MESSAGE = 'The format must be json or csv.';

export const accountExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { message: EXPORT_FORMAT_MESSAGE }).default('json'),
});

/** Timestamps as ISO 8601 in UTC; calendar dates (due, done) as YYYY-MM-DD. */
const instant = z.iso.datetime();
const day = z.string();
const id = z.number().int();

export const exportYardSchema = z.object({
  id,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hardinessZoneId: id,
  isPublic: z.boolean(),
  createdAt: instant,
});

export const exportZoneSchema = z.object({
  id,
  yardId: id,
  yardName: z.string(),
  name: z.string(),
  sunRequirementId: id,
  waterRequirementId: id,
  notes: z.string(),
  createdAt: instant,
});

/** A plant growing in one of the gardener's zones, with its catalogue names. */
export const exportPlantSchema = z.object({
  id,
  zoneId: id,
  zoneName: z.string(),
  plantId: id,
  commonName: z.string(),
  botanicalName: z.string(),
  fertilizerId: id,
  addedAt: instant,
});

export const exportTaskSchema = z.object({
  id,
  yardId: id.nullable(),
  zoneId: id.nullable(),
  plantId: id.nullable(),
  source: z.string(),
  taskType: z.string(),
  commonName: z.string(),
  zoneName: z.string(),
  details: z.string(),
  dueDate: day,
  dateCompleted: day.nullable(),
  /** SPEC §4: 1 Completed, 2 Pending, 3 Suspended, 4 Skip. */
  taskStatusId: id,
  notes: z.string(),
  createdAt: instant,
});

/**
 * Both kinds of words a gardener wrote about a plant: a logged care activity (watered on a
 * day, with notes) and the one free note per plant. One list, so one CSV file.
 */
export const exportNoteSchema = z.object({
  kind: z.enum(['activity', 'note']),
  /** The activity's id; null for a plant note (keyed by the plant). */
  id: id.nullable(),
  plantId: id,
  commonName: z.string(),
  careCategoryId: id.nullable(),
  doneOn: day.nullable(),
  notes: z.string(),
  updatedAt: instant,
});

export const exportFavoriteSchema = z.object({
  plantId: id,
  commonName: z.string(),
  botanicalName: z.string(),
  createdAt: instant,
});

export const exportDesignSchema = z.object({
  id,
  name: z.string(),
  styleId: id.nullable(),
  styleName: z.string(),
  zoneId: id.nullable(),
  sunRequirementId: id,
  waterRequirementId: id,
  lengthFt: id,
  lengthIn: id,
  widthFt: id,
  widthIn: id,
  soilDepth: z.number(),
  soilUnit: z.string(),
  mulchDepth: z.number(),
  mulchUnit: z.string(),
  otherMaterials: z.string(),
  totalPlantsRequired: id,
  bloomColorsNames: z.string(),
  /** The design's plants by common name (joined with "; " in CSV). */
  plants: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
});

/** A photo's record, never its bytes: images have no name of their own, so their gallery's and plant's stand in. */
export const exportImageSchema = z.object({
  id,
  galleryId: id.nullable(),
  galleryName: z.string(),
  /** SPEC §4 entity scope: Yard 0, Zone 1, Plant 2; and that yard's, zone's or plant's id. */
  entityType: id,
  entityId: id,
  plantId: id.nullable(),
  plantName: z.string(),
  contentType: z.string(),
  width: id,
  height: id,
  isFavorite: z.boolean(),
  published: z.boolean(),
  city: z.string(),
  state: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: instant,
});

/** A question to the expert and its answer (SPEC §7 AskAnExpert). */
export const exportQuestionSchema = z.object({
  id,
  topicId: id,
  plantId: id.nullable(),
  plantName: z.string(),
  zoneId: id.nullable(),
  question: z.string(),
  expertName: z.string(),
  answer: z.string().nullable(),
  createdAt: instant,
  answeredAt: instant.nullable(),
});

/**
 * A yard another gardener shares with this one. The yard and everything in it are its owner's
 * data, so the export names it only: which yard, whose, and the gardener's role in it.
 */
export const exportSharedYardSchema = z.object({
  yardId: id,
  yardName: z.string(),
  ownerName: z.string(),
  role: yardMemberRoleSchema,
  joinedAt: instant,
});

/** The lists of the export, by the name of their CSV file (without `.csv`). */
export const exportListSchemas = {
  yards: exportYardSchema,
  zones: exportZoneSchema,
  plants: exportPlantSchema,
  tasks: exportTaskSchema,
  notes: exportNoteSchema,
  favorites: exportFavoriteSchema,
  designs: exportDesignSchema,
  images: exportImageSchema,
  questions: exportQuestionSchema,
  sharedYards: exportSharedYardSchema,
} as const;
export type ExportListName = keyof typeof exportListSchemas;

export const accountExportSchema = z.object({
  exportedAt: instant,
  profile: profileSchema,
  yards: z.array(exportYardSchema),
  zones: z.array(exportZoneSchema),
  plants: z.array(exportPlantSchema),
  tasks: z.array(exportTaskSchema),
  notes: z.array(exportNoteSchema),
  favorites: z.array(exportFavoriteSchema),
  designs: z.array(exportDesignSchema),
  images: z.array(exportImageSchema),
  questions: z.array(exportQuestionSchema),
  /** Yards shared with the gardener by their owners, apart from the gardener's own `yards`. */
  sharedYards: z.array(exportSharedYardSchema),
});

export type AccountExport = z.infer<typeof accountExportSchema>;
export type ExportRow<K extends ExportListName> = z.infer<(typeof exportListSchemas)[K]>;

/** The name the download is saved under: thrive-garden-export-2026-04-01.json (UTC day). */
export const exportFileName = (format: ExportFormat, at: Date) =>
  `thrive-garden-export-${at.toISOString().slice(0, 10)}.${format === 'json' ? 'json' : 'zip'}`;
