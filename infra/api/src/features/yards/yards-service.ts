import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Yard, YardInput, YardSharing } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { users, yards, zones } from '../../db/schema';
import { describePlace, placeOfAddress } from '../geo/locate';
import { placeOfZip } from '../geo/zip-places';
import { badRequest } from '../../http-errors';
import { refreshCareCalendar } from '../care-calendar/refresh-calendar';
import { adoptAsDefaultIfNone, replaceDefaultIfGone } from './default-yard';
import { ownedYard, type Yard as YardRow } from '../common/owned-yard';
import { ownerNameOf, yardsSharedWith, type YardPlace } from '../common/yard-membership';

function toYard(row: YardRow, zoneCount: number, defaultYardId: number, sharing?: YardSharing): Yard {
  return {
    Id: row.id,
    Name: row.name,
    Address: row.address,
    City: row.city,
    State: row.state,
    PostalCode: row.postalCode,
    Latitude: row.latitude,
    Longitude: row.longitude,
    HardinessZoneId: row.hardinessZoneId,
    HardinessZoneManual: row.hardinessZoneManual,
    IsPublic: row.isPublic,
    IsDefault: row.id === defaultYardId,
    ZoneCount: zoneCount,
    ...(sharing && { Sharing: sharing }),
  };
}

async function defaultYardOf(db: Database, userId: number): Promise<number> {
  const [user] = await db.select({ id: users.defaultYardId }).from(users).where(eq(users.id, userId));
  return user?.id ?? 0;
}

/** GET users/{uid}/yards: the gardener's yards, newest first, with their zone counts. */
export async function listYards(db: Database, userId: number): Promise<Yard[]> {
  // One statement: the default yard comes along with every row (the gardener's list is
  // read on most screens).
  const rows = await db
    .select({
      yard: yards,
      zoneCount: count(zones.id),
      defaultYardId: sql<
        number | null
      >`(SELECT ${users.defaultYardId} FROM ${users} WHERE ${users.id} = ${userId})`,
    })
    .from(yards)
    .leftJoin(zones, and(eq(zones.yardId, yards.id), eq(zones.userId, userId)))
    .where(eq(yards.userId, userId))
    .groupBy(yards.id)
    .orderBy(desc(yards.createdAt), desc(yards.id));
  const own = rows.map(({ yard, zoneCount, defaultYardId }) => toYard(yard, zoneCount, defaultYardId ?? 0));
  return [...own, ...(await sharedYards(db, userId))];
}

/** The yards others share with the gardener, after their own (SPEC's list, marked as shared). */
async function sharedYards(db: Database, userId: number): Promise<Yard[]> {
  const shared = await yardsSharedWith(db, userId);
  if (shared.length === 0) return [];
  const counts = await db
    .select({ yardId: zones.yardId, n: count() })
    .from(zones)
    .where(
      inArray(
        zones.yardId,
        shared.map(({ yard }) => yard.id),
      ),
    )
    .groupBy(zones.yardId);
  const zoneCount = (yardId: number) => counts.find((row) => row.yardId === yardId)?.n ?? 0;
  return shared.map(({ yard, sharing }) => toYard(yard, zoneCount(yard.id), 0, sharing));
}

/**
 * GET users/{uid}/yard/{id}: one of the gardener's yards (404 for another's, as for none), or
 * one shared with them (`place`, set by the guard), marked with its owner and their role.
 */
export async function getYard(
  db: Database,
  userId: number,
  yardId: number,
  place?: YardPlace,
): Promise<Yard> {
  const row = await ownedYard(db, userId, yardId);
  const [zoneRow] = await db
    .select({ n: count() })
    .from(zones)
    .where(and(eq(zones.yardId, yardId), eq(zones.userId, userId)));
  if (place && place.role !== 'owner')
    return toYard(row, zoneRow?.n ?? 0, 0, {
      Role: place.role,
      OwnerName: await ownerNameOf(db, place.ownerId),
    });
  return toYard(row, zoneRow?.n ?? 0, await defaultYardOf(db, userId));
}

async function placeOf(db: Database, input: YardInput) {
  const place = input.PostalCode
    ? placeOfZip(input.PostalCode)
    : placeOfAddress(input.Address ?? '', 'body.Address');
  if (!place) {
    const message = `We could not find ZIP code ${input.PostalCode}. Check it, or enter an address.`;
    throw badRequest(message, { 'body.PostalCode': message });
  }
  return describePlace(db, place);
}

/**
 * POST users/{uid}/yard: creates (Id 0) or updates a yard. Coordinates, city, state and
 * hardiness zone come from the ZIP or address; a zone given by hand wins and is marked so.
 * A gardener's first yard becomes the default yard.
 */
export async function saveYard(db: Database, userId: number, input: YardInput, today: string): Promise<Yard> {
  const existing = input.Id ? await ownedYard(db, userId, input.Id) : null;
  const geo = await placeOf(db, input);
  // A station the gardener chose on the map stays while the yard stays where it was.
  const keepStation = existing?.weatherStationChosen === true && existing.postalCode === geo.PostalCode;
  const manualZone = input.HardinessZoneId !== undefined && input.HardinessZoneId > 0;
  const values = {
    name: input.Name,
    address: input.Address ?? '',
    city: geo.City,
    state: geo.State,
    postalCode: geo.PostalCode,
    latitude: geo.Latitude,
    longitude: geo.Longitude,
    hardinessZoneId: manualZone ? input.HardinessZoneId! : geo.HardinessZoneId,
    hardinessZoneManual: manualZone,
    weatherStationId: keepStation ? existing.weatherStationId : (geo.WeatherStation?.StationID ?? null),
    weatherStationChosen: keepStation,
  };
  const id = await db.transaction(async (tx) => {
    if (input.Id) {
      await tx
        .update(yards)
        .set(values)
        .where(and(eq(yards.id, input.Id), eq(yards.userId, userId)));
      // A new place or zone moves the yard's dates (and may change which tips apply).
      await refreshCareCalendar(tx, userId, today, { yardIds: [input.Id] });
      return input.Id;
    }
    const [created] = await tx
      .insert(yards)
      .values({ ...values, userId })
      .returning({ id: yards.id });
    await adoptAsDefaultIfNone(tx, userId, created!.id);
    return created!.id;
  });
  return getYard(db, userId, id);
}

/**
 * DELETE users/{uid}/yard/{id}: the yard with its zones and plant-zones (cascade). If it was
 * the default yard, the newest remaining yard becomes the default (0 when none is left).
 */
export async function deleteYard(db: Database, userId: number, yardId: number, today: string): Promise<void> {
  await ownedYard(db, userId, yardId);
  await db.transaction(async (tx) => {
    await tx.delete(yards).where(and(eq(yards.id, yardId), eq(yards.userId, userId)));
    await replaceDefaultIfGone(tx, userId, yardId);
    // Its open tasks and tips go; completed ones stay in the history.
    await refreshCareCalendar(tx, userId, today, { yardIds: [], plantZoneIds: [] });
  });
}
