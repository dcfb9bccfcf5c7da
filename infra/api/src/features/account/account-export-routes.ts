import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportQuerySchema,
  accountExportSchema,
  errorBodySchema,
  exportFileName,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { accountExport } from './export/account-export';
import { exportZip } from './export/export-zip';

interface Options {
  db: Database;
  clock: () => Date;
}

/**
 * Issue 14: the gardener downloads all their data. The 200 is a file either way, declared
 * per content type so the OpenAPI document tells the JSON document from the zip; the JSON
 * is still checked against its contract by the serializer, the zip (a Buffer) is sent as is.
 */
export const accountExportRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock }) => {
  app.get(
    '/users/:uid/export',
    {
      schema: {
        summary: 'Download all of the gardener’s data: one JSON document, or a zip of one CSV per kind',
        params: userPathSchema,
        querystring: accountExportQuerySchema,
        response: {
          200: {
            description: 'A download (content-disposition: attachment)',
            content: {
              'application/json': { schema: accountExportSchema },
              'application/zip': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const at = clock();
      const data = await accountExport(db, request.userId, at);
      const { format } = request.query;
      // Personal data: never kept by a shared cache or the browser's.
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${exportFileName(format, at)}"`);
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(data);
      // Declared as binary text for the document; Fastify sends a Buffer as is, never through a serializer.
      const zip = Buffer.from(exportZip(data)) as unknown as string;
      return reply.type('application/zip').send(zip);
    },
  );
};
