import { statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { badRequest } from '../http-errors';
import { importDirectory } from '../reference-data/import/import-directory';

const importResultSchema = z.object({
  dataset: z.string(),
  file: z.string(),
  read: z.number(),
  loaded: z.number(),
  rejected: z.number(),
  rejects: z.array(z.object({ line: z.number(), reason: z.string() })),
  matchedCurated: z.number().optional(),
  stationsCreated: z.number().optional(),
});

/** The answer of POST /admin/data/import: what happened to each file of the folder. */
export const dataImportResponseSchema = z.object({
  entries: z.array(
    z.discriminatedUnion('status', [
      z.object({ file: z.string(), status: z.literal('imported'), result: importResultSchema }),
      z.object({ file: z.string(), status: z.enum(['missing', 'not used', 'failed']), note: z.string() }),
    ]),
  ),
});

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * `npm run data -- import <dir>` while a server holds the embedded database: the server
 * imports the folder on this machine. Loopback only, with this run's admin token.
 */
export const dataAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/admin/data/import',
    {
      config: { access: 'admin' },
      schema: {
        hide: true,
        body: z.object({ dir: z.string().min(1, 'Give the folder to import.') }),
        response: { 200: dataImportResponseSchema },
      },
    },
    async (request) => {
      const { dir } = request.body;
      if (!path.isAbsolute(dir) || !isFolder(dir))
        throw badRequest(`${dir} is not a folder on this machine.`, {
          'body.dir': 'Give an absolute folder path.',
        });
      return { entries: await importDirectory(db, dir) };
    },
  );
};
