import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  plantActivities,
  plantZones,
  userTaskRules,
  userTasks,
  yardInvitations,
  yardMembers,
  yards,
  zones,
} from '../db/schema';
import type { YardKind } from './owned-resources';

/**
 * The calls of the shared-yard role matrix (identity/shared-yard-roles.test.ts): every route
 * that names a yard's things in its path or body, the role each needs, the bodies that pass
 * validation, and a snapshot of the owner's garden to prove a refused call changed nothing.
 */
export const YARD_KINDS: readonly YardKind[] = ['yard', 'zone', 'plant-zone', 'task', 'plant-activity'];
export const WATERING = 1;

/** GETs that change something: a viewer may not call them (nor their HEADs, which run them). */
export const CHANGING_GETS = [
  '/api/users/:uid/CopyZone/:id',
  '/api/users/:uid/DeletePlantZone/:id',
  '/api/users/:uid/CopyYard/:id',
  '/api/users/:uid/CheckYardTransfer/:id',
];

/**
 * The owner's own calls in a shared yard: deleting, copying, transferring, editing the yard,
 * choosing its weather station, and managing invitations and members. `POST .../yard` (edit)
 * and `POST .../YardTransfer` name the yard in their body (BODY_CALLS).
 */
export const OWNER_CALLS = [
  'DELETE /api/users/:uid/yard/:id',
  'GET /api/users/:uid/CopyYard/:id',
  'HEAD /api/users/:uid/CopyYard/:id',
  'GET /api/users/:uid/CheckYardTransfer/:id',
  'HEAD /api/users/:uid/CheckYardTransfer/:id',
  'POST /api/users/:uid/yard/:id/WeatherStation',
  'POST /api/users/:uid/yard/:id/Invitations',
  'DELETE /api/users/:uid/yard/:id/Invitations/:invitationId',
  'PUT /api/users/:uid/yard/:id/Members/:memberId',
  'DELETE /api/users/:uid/yard/:id/Members/:memberId',
];

type Need = 'read' | 'change' | 'owner';
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

/** What a test needs to call a route on a thing of the shared yard. */
export interface Ctx {
  db: Database;
  plantId: number;
  ownerId: number;
}

/** One call of the matrix: a route, the kind of thing it names, and the role it needs. */
export interface YardCall {
  name: string;
  method: Method;
  kind: YardKind;
  need: Need;
  path: (id: number, ctx: Ctx) => string;
  body?: (id: number, ctx: Ctx) => Promise<object> | object;
  /** What a non-member hears, as for an id that names nothing: 404 unless the route says. */
  strangerStatus?: number;
}

export const ZONE_FIELDS = { Name: 'Shared bed', SunRequirementId: 1, WaterRequirementId: 1 };

/** Bodies that let a gardener's change through validation, by route. */
export const PATH_BODIES: Record<string, (ctx: Ctx) => object> = {
  'POST /api/users/:uid/createzone/:id': () => ZONE_FIELDS,
  'POST /api/users/:uid/TogglePlantZone/:id': (ctx) => ({ plantId: ctx.plantId }),
  'POST /api/users/:uid/UpdatePlantZone/:id': () => ({ fertilizerId: 0 }),
  'PUT /api/users/:uid/UserTask/:id': () => ({ Notes: 'Looked at it' }),
};

/** Routes whose yard, zone ... is named in the body (`bodyIdScope`) or the query (`queryIdScope`). */
export const BODY_CALLS: YardCall[] = [
  {
    name: 'POST /api/users/:uid/zone (a zone)',
    method: 'POST',
    kind: 'zone',
    need: 'change',
    path: () => '/users/{uid}/zone',
    body: (id) => ({ ...ZONE_FIELDS, Id: id }),
  },
  {
    name: 'POST /api/users/:uid/zone (a new zone of YardId)',
    method: 'POST',
    kind: 'yard',
    need: 'change',
    path: () => '/users/{uid}/zone',
    body: (id) => ({ ...ZONE_FIELDS, YardId: id }),
  },
  {
    name: 'POST /api/users/:uid/UserTasks',
    method: 'POST',
    kind: 'plant-zone',
    need: 'change',
    path: () => '/users/{uid}/UserTasks',
    body: (id) => ({ PlantZoneId: id, TaskType: 'Mulch', StartDate: '2026-05-01' }),
  },
  {
    name: 'GET /api/users/:uid/ZonePlants/:id (every plant of yard yid)',
    method: 'GET',
    kind: 'yard',
    need: 'read',
    path: (id) => `/users/{uid}/ZonePlants/0?yid=${id}`,
  },
  {
    name: 'POST /api/Plants/0/RunHealthAssessment/',
    method: 'POST',
    kind: 'plant-zone',
    // Asking what ails a plant changes nothing of the yard: every member may.
    need: 'read',
    // The field's message for a plant-zone that is not the sender's.
    strangerStatus: 400,
    path: () => '/Plants/0/RunHealthAssessment/',
    body: (id) => ({ PlantZoneId: id, Symptoms: ['wilting'] }),
  },
  {
    name: 'POST /api/users/:uid/PlantActivity (a new one)',
    method: 'POST',
    kind: 'plant-zone',
    need: 'change',
    // The care log's field message for a plant-zone that is not the sender's.
    strangerStatus: 400,
    path: () => '/users/{uid}/PlantActivity',
    body: (id, ctx) => ({
      PlantId: ctx.plantId,
      PlantZoneId: id,
      CareCategoryId: WATERING,
      DoneOn: '2026-05-01',
    }),
  },
  {
    name: 'POST /api/users/:uid/PlantActivity (a change)',
    method: 'POST',
    kind: 'plant-activity',
    need: 'change',
    path: () => '/users/{uid}/PlantActivity',
    body: async (id, ctx) => {
      const [row] = await ctx.db
        .select({ plantZoneId: plantActivities.plantZoneId })
        .from(plantActivities)
        .where(eq(plantActivities.id, id));
      const PlantZoneId = row?.plantZoneId ?? 1;
      return { Id: id, PlantId: ctx.plantId, PlantZoneId, CareCategoryId: WATERING, DoneOn: '2026-05-02' };
    },
  },
  {
    name: 'POST /api/users/:uid/PlantThriveScorecard',
    method: 'POST',
    kind: 'yard',
    need: 'read',
    path: () => '/users/{uid}/PlantThriveScorecard',
    body: (id, ctx) => ({ PlantId: ctx.plantId, YardId: id }),
  },
  {
    name: 'POST /api/users/:uid/yard (an edit)',
    method: 'POST',
    kind: 'yard',
    need: 'owner',
    path: () => '/users/{uid}/yard',
    body: (id) => ({ Id: id, Name: 'Renamed', PostalCode: '10001' }),
  },
  {
    name: 'POST /api/users/:uid/YardTransfer',
    method: 'POST',
    kind: 'yard',
    need: 'owner',
    path: () => '/users/{uid}/YardTransfer',
    body: (id) => ({ YardId: id, Email: 'nobody-here@example.com' }),
  },
  {
    name: 'POST /api/users/:uid/YardsPublic/',
    method: 'POST',
    kind: 'yard',
    need: 'owner',
    path: () => '/users/{uid}/YardsPublic/',
    body: (id) => ({ YardId: id, IsPublic: true }),
  },
];
export const BODY_ROUTES = [...new Set(BODY_CALLS.map((call) => call.name.split(' (')[0]))];

/** Every row of the owner's garden and of the yard's sharing, to prove a refused call changed nothing. */
export async function gardenOf(db: Database, ownerId: number) {
  const ownedYards = await db.select().from(yards).where(eq(yards.userId, ownerId)).orderBy(yards.id);
  const yardIds = ownedYards.map((yard) => yard.id);
  return {
    yards: ownedYards,
    zones: await db.select().from(zones).where(eq(zones.userId, ownerId)).orderBy(zones.id),
    plantZones: await db
      .select()
      .from(plantZones)
      .where(eq(plantZones.userId, ownerId))
      .orderBy(plantZones.id),
    activities: await db
      .select()
      .from(plantActivities)
      .where(eq(plantActivities.userId, ownerId))
      .orderBy(plantActivities.id),
    rules: await db
      .select()
      .from(userTaskRules)
      .where(eq(userTaskRules.userId, ownerId))
      .orderBy(userTaskRules.id),
    tasks: await db.select().from(userTasks).where(eq(userTasks.userId, ownerId)).orderBy(userTasks.id),
    members: await db
      .select()
      .from(yardMembers)
      .where(inArray(yardMembers.yardId, yardIds))
      .orderBy(yardMembers.id),
    invitations: await db
      .select()
      .from(yardInvitations)
      .where(inArray(yardInvitations.yardId, yardIds))
      .orderBy(yardInvitations.id),
  };
}
