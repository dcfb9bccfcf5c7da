import type { FastifyPluginAsync } from 'fastify';

/** GET /api/docs: the OpenAPI document generated from the zod contracts. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
};
