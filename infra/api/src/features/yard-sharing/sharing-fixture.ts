import type { FastifyInstance } from 'fastify';
import type { YardInvitationCreated, YardInvitationInput, YardMemberRole } from '@thrive/shared/contracts';
import { buildApp } from '../../app';
import type { Database, DatabaseHandle } from '../../db/database';
import { yards, zones } from '../../db/schema';
import { apiCalls } from '../../testing/api-calls';
import { signedInDirectly } from '../../testing/identity-fixture';
import type { Gardener } from '../../testing/seeded-app';
import { testConfig } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';

/** When the sharing tests act, unless a test moves the clock on (and back). */
export const SHARING_NOW = new Date('2026-05-04T09:00:00Z');

/** The secret of an invitation link: what follows `#/invitation/`. */
export const tokenOf = (link: string): string => {
  const token = link.split('#/invitation/')[1];
  if (!token) throw new Error(`${link} is not an invitation link`);
  return token;
};

/**
 * The app on `testDb` for the sharing tests (no reference data: sharing needs none) (registers its beforeAll/afterAll), with a clock
 * a test may set (an invitation 8 days later) and put back; gardeners, yards and invitations
 * made through the API. `db` and `app` are getters: read them inside tests.
 */
export function sharingApp(testDb: TestDatabase, prefix: string) {
  let now = SHARING_NOW;
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig(), clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
    if (database) await testDb.dispose(database);
  });
  const opened = () => {
    if (!database || !app) throw new Error('The test database is opened in beforeAll: use it inside a test.');
    return { db: database.db, app };
  };

  let made = 0;
  const emailFor = () => `${prefix}-${++made}@example.com`;
  const gardener = (user: { email?: string; firstname?: string } = {}) =>
    signedInDirectly(
      opened().db,
      { email: user.email ?? emailFor(), firstname: user.firstname },
      SHARING_NOW,
    );

  const calls = apiCalls(() => opened().app);
  const { ok } = calls;

  /** A yard of the owner's with one zone, made straight in the database. */
  const yardOf = async (owner: Gardener, name = 'Home') => {
    const db = opened().db;
    const userId = owner.identity.Id;
    const [yard] = await db.insert(yards).values({ userId, name }).returning({ id: yards.id });
    const [zone] = await db
      .insert(zones)
      .values({ userId, yardId: yard!.id, name: 'Front bed' })
      .returning({ id: zones.id });
    return { yardId: yard!.id, zoneId: zone!.id };
  };
  const invite = async (owner: Gardener, yardId: number, body: YardInvitationInput) =>
    (await ok(owner, 'POST', `/users/{uid}/yard/${yardId}/Invitations`, body)) as YardInvitationCreated;
  /** The owner shares the yard with the member, who accepts the link. */
  const share = async (owner: Gardener, yardId: number, member: Gardener, Role: YardMemberRole) => {
    const { Link } = await invite(owner, yardId, { Role });
    await ok(member, 'POST', '/users/{uid}/InvitationAccept', { Token: tokenOf(Link) });
  };

  return {
    get db(): Database {
      return opened().db;
    },
    get app(): FastifyInstance {
      return opened().app;
    },
    /** Moves the app's clock (token checks included); put it back with SHARING_NOW. */
    setNow(at: Date) {
      now = at;
    },
    emailFor,
    gardener,
    yardOf,
    invite,
    share,
    ...calls,
  };
}
