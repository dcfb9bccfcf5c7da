import type { z } from 'zod';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { ADMIN_TOKEN_HEADER, type AdminEndpoint } from '../admin/admin-access';
import {
  addPhotoResponseSchema,
  knownSourcesResponseSchema,
  wantedPlantsResponseSchema,
} from '../admin/plant-photo-admin-routes';
import type { PhotoImportTarget } from '../reference-data/plant-photos/fetch-plant-photos';
import { createMediaStorage } from '../features/media/create-media-storage';
import type { MediaStorage } from '../features/common/media-storage';
import { addImportedPhoto } from '../features/plant-photos/add-imported-photo';
import { knownSourceIds, plantsWantingPhotos } from '../features/plant-photos/photo-wanted';
import { runningServer } from './user-admin';

function viaServer({ url, token }: AdminEndpoint): PhotoImportTarget {
  const call = async <T>(schema: z.ZodType<T>, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api/admin/data/plant-photos${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        [ADMIN_TOKEN_HEADER]: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { message?: string };
    if (!response.ok) throw new Error(json.message ?? `the server answered ${response.status}`);
    return schema.parse(json);
  };
  return {
    via: 'server',
    async plantsWantingPhotos({ all, limit }) {
      const query = new URLSearchParams({ all: all ? '1' : '0', ...(limit ? { limit: String(limit) } : {}) });
      return (await call(wantedPlantsResponseSchema, `/wanted?${query}`)).plants;
    },
    knownSourceIds: async (sourceIds) =>
      (await call(knownSourcesResponseSchema, '/known', { sourceIds })).known,
    addPhoto: ({ bytes, ...photo }) =>
      call(addPhotoResponseSchema, '', { ...photo, image: bytes.toString('base64') }),
    close: async () => undefined,
  };
}

/** Photos kept straight into this database and media storage, as the server would keep them. */
export function databaseTarget(
  db: Database,
  storage: MediaStorage,
  close: () => Promise<void>,
): PhotoImportTarget {
  return {
    via: 'database',
    plantsWantingPhotos: (options) => plantsWantingPhotos(db, options),
    knownSourceIds: (sourceIds) => knownSourceIds(db, sourceIds),
    addPhoto: (photo) => addImportedPhoto(db, storage, photo),
    close,
  };
}

/**
 * The embedded database belongs to one process (DESIGN §4): while a server holds it, the
 * server keeps the photos the CLI downloads; otherwise (or on PostgreSQL) the CLI opens the
 * database and the media storage itself, as the server would.
 */
export async function connectPhotoImportTarget(config: ApiConfig): Promise<PhotoImportTarget> {
  const server = config.databaseUrl ? null : runningServer(config.dataDir);
  if (server) return viaServer(server);
  const { db, close } = await openDatabase(config);
  return databaseTarget(db, createMediaStorage(config), close);
}
