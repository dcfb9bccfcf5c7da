import { IDENTITY_FLAGS, type IdentityFlag } from '@thrive/shared/contracts';
import { createIdentityCache, IDENTITY_CACHE_MS } from './identity-cache';
import type { IdentityProfile } from './identity-service';

const flags = Object.fromEntries(IDENTITY_FLAGS.map((flag) => [flag, false])) as Record<
  IdentityFlag,
  boolean
>;

function profile(Id: number, Firstname: string): IdentityProfile {
  return {
    Id,
    Email: `gardener-${Id}@example.com`,
    Firstname,
    YardCount: 1,
    ZoneCount: 2,
    DefaultYardId: 3,
    SponsorId: 0,
    PreferedRetailerId: 0,
    LandingPage: 'launchpad',
    PartnerTypeId: 0,
    ReferralCodeId: 0,
    ReferralCodeToken: '',
    CommunityForumsLink: '',
    DevicePlatform: '',
    ShowAddPlantDelayMS: 0,
    LastSeenAt: null,
    ...flags,
  };
}

/** "The database": each gardener's current first name, and how often it was read. */
function fakeDatabase() {
  const names = new Map<number, string>([
    [1, 'Fern'],
    [2, 'Sage'],
  ]);
  const reads: number[] = [];
  let failNext = false;
  const load = async (userId: number) => {
    reads.push(userId);
    if (failNext) {
      failNext = false;
      throw new Error('the database is down');
    }
    const name = names.get(userId);
    return name === undefined ? null : profile(userId, name);
  };
  return { names, reads, load, failOnce: () => (failNext = true) };
}

function cacheWithClock(load: (userId: number) => Promise<IdentityProfile | null>) {
  let now = 1_000_000;
  const cache = createIdentityCache(load, { now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('the identity served from memory, per instance (GET users/{uid})', () => {
  test('read once, then answered from memory with the caller’s own token', async () => {
    const db = fakeDatabase();
    const { cache } = cacheWithClock(db.load);
    const phone = await cache.identityOf(1, 'phone-token');
    expect(phone).toMatchObject({ Id: 1, Token: 'phone-token', Firstname: 'Fern' });
    expect(await cache.identityOf(1, 'phone-token')).toBe(phone);
    expect(await cache.identityOf(1, 'laptop-token')).toMatchObject({ Token: 'laptop-token' });
    expect(db.reads).toEqual([1]);
    expect(Object.isFrozen(phone)).toBe(true);
  });

  test('forgotten after a write on this instance: the next call reads the change', async () => {
    const db = fakeDatabase();
    const { cache } = cacheWithClock(db.load);
    await cache.identityOf(1, 'token');
    await cache.identityOf(2, 'token');
    db.names.set(1, 'Fern Gully');
    cache.forget(1);
    expect(await cache.identityOf(1, 'token')).toMatchObject({ Firstname: 'Fern Gully' });
    await cache.identityOf(2, 'token');
    expect(db.reads).toEqual([1, 2, 1]);
  });

  test('another instance’s write is seen once the copy is IDENTITY_CACHE_MS old', async () => {
    const db = fakeDatabase();
    const { cache, advance } = cacheWithClock(db.load);
    await cache.identityOf(1, 'token');
    db.names.set(1, 'Changed elsewhere');
    advance(IDENTITY_CACHE_MS - 1);
    expect(await cache.identityOf(1, 'token')).toMatchObject({ Firstname: 'Fern' });
    advance(1);
    expect(await cache.identityOf(1, 'token')).toMatchObject({ Firstname: 'Changed elsewhere' });
  });

  test('a read under way when the write lands is answered but not kept', async () => {
    const db = fakeDatabase();
    const { cache } = cacheWithClock(db.load);
    const during = cache.identityOf(1, 'token');
    db.names.set(1, 'Renamed');
    cache.forget(1);
    expect(await during).toMatchObject({ Firstname: 'Fern' });
    expect(await cache.identityOf(1, 'token')).toMatchObject({ Firstname: 'Renamed' });
  });

  test('forgetAll: a change to gardeners this instance cannot name (a yard given away)', async () => {
    const db = fakeDatabase();
    const { cache } = cacheWithClock(db.load);
    await cache.identityOf(1, 'token');
    await cache.identityOf(2, 'token');
    cache.forgetAll();
    await cache.identityOf(1, 'token');
    await cache.identityOf(2, 'token');
    expect(db.reads).toEqual([1, 2, 1, 2]);
  });

  test('a gardener who is gone or a failed read is not remembered', async () => {
    const db = fakeDatabase();
    const { cache } = cacheWithClock(db.load);
    expect(await cache.identityOf(3, 'token')).toBeNull();
    db.names.set(3, 'Late');
    expect(await cache.identityOf(3, 'token')).toMatchObject({ Firstname: 'Late' });
    db.failOnce();
    await expect(cache.identityOf(2, 'token')).rejects.toThrow('down');
    expect(await cache.identityOf(2, 'token')).toMatchObject({ Firstname: 'Sage' });
  });
});
