import { and, asc, between, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { SPONSOR_ASK_EXPERT_DESC, type Advertiser, type Sponsor } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { sponsors, userSponsors, users } from '../../db/schema';
import { boundingBox, greatCircleMiles, type LatLng } from '../common/geo-distance';
import { sponsorColumns, toAdvertiser, toSponsor, type SponsorRow } from './sponsor-view';

/**
 * The gardener's sponsors (GET Users/0/Sponsor without a location): their user_sponsors rows,
 * the selected one first. A gardener with none who signed up through a sponsor
 * (users.sponsor_id > 0) has that sponsor, selected. Inactive sponsors are not shown.
 */
export async function gardenerSponsors(db: Database, userId: number): Promise<Sponsor[]> {
  const followed = await db
    .select({ ...sponsorColumns, isSelected: userSponsors.isSelected })
    .from(userSponsors)
    .innerJoin(sponsors, eq(sponsors.id, userSponsors.sponsorId))
    .where(and(eq(userSponsors.userId, userId), eq(sponsors.active, true)))
    .orderBy(desc(userSponsors.isSelected), asc(sponsors.displayName), asc(sponsors.id));
  if (followed.length) return followed.map((row) => toSponsor(row, row.isSelected));
  const signedUpWith = await signUpSponsor(db, userId);
  return signedUpWith ? [toSponsor(signedUpWith, true)] : [];
}

async function signUpSponsor(db: Database, userId: number): Promise<SponsorRow | undefined> {
  const [row] = await db
    .select(sponsorColumns)
    .from(users)
    .innerJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .where(and(eq(users.id, userId), eq(sponsors.active, true)));
  return row;
}

/** The gardener's selected sponsor, by the rules of gardenerSponsors; undefined without one. */
export async function selectedSponsor(db: Database, userId: number): Promise<Sponsor | undefined> {
  return (await gardenerSponsors(db, userId)).find((sponsor) => sponsor.IsSelected);
}

export interface NearbySearch {
  near: LatLng;
  miles: number;
  /** Partner type ids; undefined for every type. */
  partnerTypes?: number[];
}

/**
 * Active sponsors of the given partner types within `miles` of a point (SPEC §3 Sponsor
 * filter), nearest first; IsSelected as the gardener has it.
 */
export async function nearbySponsors(db: Database, userId: number, search: NearbySearch): Promise<Sponsor[]> {
  const box = boundingBox(search.near, search.miles);
  const filters: SQL[] = [
    eq(sponsors.active, true),
    between(sponsors.latitude, box.minLat, box.maxLat),
    between(sponsors.longitude, box.minLng, box.maxLng),
  ];
  if (search.partnerTypes) filters.push(inArray(sponsors.partnerTypeId, search.partnerTypes));
  const candidates = await db
    .select({ ...sponsorColumns, latitude: sponsors.latitude, longitude: sponsors.longitude })
    .from(sponsors)
    .where(and(...filters));
  const selectedId = (await selectedSponsor(db, userId))?.Id;
  return candidates
    .map((row) => ({
      row,
      // The box filter above already left out sponsors without a location.
      miles: greatCircleMiles(search.near, { latitude: row.latitude!, longitude: row.longitude! }),
    }))
    .filter(({ miles }) => miles <= search.miles)
    .sort((a, b) => a.miles - b.miles || a.row.id - b.row.id)
    .map(({ row }) => toSponsor(row, row.id === selectedId));
}

/** GET Users/0/ExpertSponsor: the selected sponsor when it enables Ask Expert (SPEC §6), else null. */
export async function expertSponsor(db: Database, userId: number): Promise<Sponsor | null> {
  const selected = await selectedSponsor(db, userId);
  return selected?.Desc === SPONSOR_ASK_EXPERT_DESC ? selected : null;
}

/** GET Partners/{id}/Advertiser/: an active sponsor's banner; undefined when there is none. */
export async function advertiser(db: Database, sponsorId: number): Promise<Advertiser | undefined> {
  const [row] = await db
    .select(sponsorColumns)
    .from(sponsors)
    .where(and(eq(sponsors.id, sponsorId), eq(sponsors.active, true)));
  return row && toAdvertiser(row);
}
