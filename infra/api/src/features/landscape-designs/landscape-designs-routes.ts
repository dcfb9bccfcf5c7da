import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doneMessageSchema, errorBodySchema } from '@thrive/shared/contracts';
import {
  copyPlantsToZoneResponseSchema,
  copyPlantsToZoneSchema,
  deletePlantLandscapePathSchema,
  designCreatePathSchema,
  designFilterSchema,
  designInputSchema,
  designPageSchema,
  designPathSchema,
  designPlantPageSchema,
  designPlantSearchQuerySchema,
  designProductsSchema,
  designSchema,
  designUpdatePathSchema,
  togglePlantLandscapePathSchema,
  togglePlantLandscapeQuerySchema,
  togglePlantLandscapeResponseSchema,
} from '@thrive/shared/landscape';
import type { Database } from '../../db/database';
import type { MediaUrls } from '../common/media-urls';
import { designLayoutSvg } from './design-layout';
import { listDesigns } from './design-list';
import { designPlantSearch } from './design-plant-search';
import { designProducts } from './design-products';
import { copyPlantsToZone, deletePlantLandscape, togglePlantLandscape } from './design-plants';
import { getDesign } from './design-view';
import { createDesign, deleteDesign, updateDesign } from './design-writes';
import { serverToday } from '../common/gardener-today';

const refused = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** The layout is drawn by us from the gardener's own text: it may carry no script and load nothing. */
const LAYOUT_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * SPEC §7 "Landscape": the gardener's own designs (the styles are in features/landscape-styles/).
 * In `LandscapeDesign/{id}/User/...` SPEC does not say what {id} is when it is not the
 * design: for create and update we read it as the style the design starts from or follows
 * (0: none), and the design of an update is {designId}.
 */
export const landscapeDesignRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  mediaUrls: MediaUrls;
}> = async (app, { db, clock, mediaUrls }) => {
  app.get(
    '/LandscapeDesign/0/UserList/',
    {
      schema: {
        summary:
          'The gardener’s designs matching the design filter (k name words, s sort, i/c page, p plant, comma lists hz sr wr gr ef at; co is ignored), a page at a time',
        querystring: designFilterSchema,
        response: { 200: designPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listDesigns(db, request.userId, request.query),
  );

  app.get(
    '/LandscapeDesign/:id/User/',
    {
      config: { idScope: 'design' },
      schema: {
        summary: 'One of the gardener’s designs with every field, its plants and its materials list',
        params: designPathSchema,
        response: { 200: designSchema, ...refused },
      },
    },
    async (request) => getDesign(db, mediaUrls, request.userId, request.params.id),
  );

  app.get(
    '/LandscapeDesign/:id/Products/',
    {
      config: { idScope: 'design' },
      schema: {
        summary:
          'Partner products matched to the design’s materials list, one group per row with a match (Kind, PlantId): soil and mulch products suited to the design’s plants, fertilizers per plant; the gardener’s preferred retailer’s (else sponsor’s) products first; [] when none match',
        params: designPathSchema,
        response: { 200: designProductsSchema, ...refused },
      },
    },
    async (request) => designProducts(db, request.userId, request.params.id),
  );

  app.post(
    '/LandscapeDesign/:id/User/0/',
    {
      // The id is a style (reference data) or 0; the body's ZoneId is checked by the service.
      config: { idScope: 'reference' },
      schema: {
        summary:
          'Create a design. {id}: a style to start from (its sun, water and palette), 0 for none. ZoneId: a zone to start from (its sun, water and, with CopyPlants, its plants). Typed values win; the area, volumes and plant count are computed by the server (SPEC §5)',
        params: designCreatePathSchema,
        body: designInputSchema,
        response: { 200: designSchema, ...refused },
      },
    },
    async (request) => createDesign(db, mediaUrls, request.userId, request.params.id, request.body, clock()),
  );

  app.put(
    '/LandscapeDesign/:id/User/:designId/',
    {
      // {id} is a style (reference data); the design {designId} is checked by the service.
      config: { idScope: 'reference' },
      schema: {
        summary:
          'Save every field of design {designId}. {id}: a style the design follows from now, 0 keeps its style. The area, volumes and plant count are computed by the server (SPEC §5)',
        params: designUpdatePathSchema,
        body: designInputSchema,
        response: { 200: designSchema, ...refused },
      },
    },
    async (request) =>
      updateDesign(
        db,
        mediaUrls,
        request.userId,
        request.params.id,
        request.params.designId,
        request.body,
        clock(),
      ),
  );

  app.delete(
    '/LandscapeDesign/:id/UserList/0/',
    {
      config: { idScope: 'design' },
      schema: {
        summary: 'Delete a design with its plants',
        params: designPathSchema,
        response: { 200: doneMessageSchema, ...refused },
      },
    },
    async (request) => ({ message: await deleteDesign(db, request.userId, request.params.id) }),
  );

  app.get(
    '/LandscapeDesign/:id/PlantSearch/',
    {
      config: { idScope: 'design' },
      schema: {
        summary:
          'Plants that score good for the design’s sun, water and hardiness zone (its zone’s yard, else the default yard; left out when neither has one), a page at a time',
        params: designPathSchema,
        querystring: designPlantSearchQuerySchema,
        response: { 200: designPlantPageSchema, ...refused },
      },
    },
    async (request) => designPlantSearch(db, mediaUrls, request.userId, request.params.id, request.query),
  );

  app.get(
    '/LandscapeDesign/:uid/TogglePlantLandscape/:id',
    {
      // {id} is a catalogue plant; the design (designId) is checked by the service.
      config: { idScope: 'reference' },
      schema: {
        summary:
          'Add plant {id} to design designId with a fertilizer (fertilizerId, 0 = none), or take it out when it is there',
        params: togglePlantLandscapePathSchema,
        querystring: togglePlantLandscapeQuerySchema,
        response: { 200: togglePlantLandscapeResponseSchema, ...refused },
      },
    },
    async (request) => togglePlantLandscape(db, request.userId, request.params.id, request.query, clock()),
  );

  app.get(
    '/LandscapeDesign/:uid/DeletePlantLandscape/:id',
    {
      config: { idScope: 'design-plant' },
      schema: {
        summary: 'Take a plant out of its design by its design plant id',
        params: deletePlantLandscapePathSchema,
        response: { 200: doneMessageSchema, ...refused },
      },
    },
    async (request) => ({
      message: await deletePlantLandscape(db, request.userId, request.params.id, clock()),
    }),
  );

  app.post(
    '/LandscapeDesign/:id/CopyPlantsToZone/',
    {
      config: { idScope: 'design' },
      schema: {
        summary:
          'Put the design’s plants into a zone of the gardener’s with their fertilizer (plants already there are kept as they are); answers how many were added',
        params: designPathSchema,
        body: copyPlantsToZoneSchema,
        response: { 200: copyPlantsToZoneResponseSchema, ...refused },
      },
    },
    async (request) =>
      copyPlantsToZone(db, request.userId, request.params.id, request.body.ZoneId, serverToday(clock)),
  );

  app.get(
    '/LandscapeDesign/:id/Layout.svg',
    {
      config: { idScope: 'design' },
      schema: {
        summary:
          'The printable bed layout (image/svg+xml): the bed to scale with its sides in feet, the plants placed by spacing, a numbered legend',
        params: designPathSchema,
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const svg = await designLayoutSvg(db, mediaUrls, request.userId, request.params.id);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', LAYOUT_CSP)
        .header('Cache-Control', 'private, no-cache')
        .send(svg);
    },
  );
};
