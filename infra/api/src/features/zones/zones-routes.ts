import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allOrOnePathSchema,
  doneMessageSchema,
  errorBodySchema,
  togglePlantZoneResponseSchema,
  togglePlantZoneSchema,
  updatePlantZoneSchema,
  userPathSchema,
  yardPathSchema,
  zoneCreateSchema,
  zoneInputSchema,
  zonePathSchema,
  zoneSchema,
  zonesResponseSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { bodyIdScope } from '../../identity/route-access';
import { copyZone } from './copy-zone';
import { serverToday } from '../common/gardener-today';
import { deletePlantZone, togglePlantZone, updatePlantZone } from './plant-zones';
import { getZone, listZones } from './zone-view';
import { createZone, deleteZone, saveZone } from './zones-service';

const refused = { 403: errorBodySchema, 404: errorBodySchema };

/** SPEC §7 "Yards and zones": zone and plant-zone calls. */
export const zoneRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.post(
    '/users/:uid/createzone/:id',
    {
      config: { idScope: 'yard' },
      schema: {
        summary: 'Create a zone in one of the gardener’s yards',
        params: yardPathSchema,
        body: zoneCreateSchema,
        response: { 200: zoneSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => createZone(db, request.userId, request.params.id, request.body),
  );

  app.post(
    '/users/:uid/zone',
    {
      // A saved zone is in a yard that may be shared: the zone itself, or the new one's yard.
      config: {
        bodyIdScope: bodyIdScope<z.output<typeof zoneInputSchema>>((body) =>
          body.Id > 0 ? { kind: 'zone', id: body.Id } : { kind: 'yard', id: body.YardId },
        ),
      },
      schema: {
        summary: 'Create (Id 0, in YardId) or update a zone; a YardId on update moves the zone to that yard',
        params: userPathSchema,
        body: zoneInputSchema,
        response: { 200: zoneSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => saveZone(db, request.userId, request.body, serverToday(clock)),
  );

  app.get(
    '/users/:uid/zone/:id',
    {
      config: { idScope: 'zone' },
      schema: {
        summary: 'One zone with its yard’s name and hardiness zone and its plant count',
        params: zonePathSchema,
        response: { 200: zoneSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => getZone(db, request.userId, request.params.id),
  );

  app.delete(
    '/users/:uid/zone/:id',
    {
      config: { idScope: 'zone' },
      schema: {
        summary: 'Delete a zone with its plants',
        params: zonePathSchema,
        response: { 200: doneMessageSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => ({
      message: await deleteZone(db, request.userId, request.params.id, serverToday(clock)),
    }),
  );

  app.get(
    '/users/:uid/zonelisting/:id',
    {
      config: { idScope: 'yard' },
      schema: {
        summary: 'The zones of a yard, or of every yard for 0, by yard then in the order they were made',
        params: allOrOnePathSchema,
        response: { 200: zonesResponseSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => listZones(db, request.userId, request.params.id),
  );

  app.get(
    '/users/:uid/CopyZone/:id',
    {
      config: { idScope: 'zone', yardRole: 'gardener' },
      schema: {
        summary: 'Copy a zone with its plants and their fertilizer into the same yard as "Copy of {name}"',
        params: zonePathSchema,
        response: { 200: zoneSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => copyZone(db, request.userId, request.params.id, serverToday(clock)),
  );

  app.post(
    '/users/:uid/TogglePlantZone/:id',
    {
      config: { idScope: 'zone' },
      schema: {
        summary: 'Add a plant to the zone with a fertilizer, or remove it when it is already there',
        params: zonePathSchema,
        body: togglePlantZoneSchema,
        response: { 200: togglePlantZoneResponseSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) =>
      togglePlantZone(db, request.userId, request.params.id, request.body, serverToday(clock)),
  );

  app.post(
    '/users/:uid/UpdatePlantZone/:id',
    {
      config: { idScope: 'plant-zone' },
      schema: {
        summary: 'Change the fertilizer chosen for a plant in a zone (0 = none)',
        params: zonePathSchema,
        body: updatePlantZoneSchema,
        response: { 200: doneMessageSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => ({
      message: await updatePlantZone(db, request.userId, request.params.id, request.body, serverToday(clock)),
    }),
  );

  app.get(
    '/users/:uid/DeletePlantZone/:id',
    {
      config: { idScope: 'plant-zone', yardRole: 'gardener' },
      schema: {
        summary: 'Take a plant out of its zone',
        params: zonePathSchema,
        response: { 200: doneMessageSchema, 400: errorBodySchema, ...refused },
      },
    },
    async (request) => ({
      message: await deletePlantZone(db, request.userId, request.params.id, serverToday(clock)),
    }),
  );
};
