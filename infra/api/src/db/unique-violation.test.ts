import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from './database';
import { users } from './schema';
import { createUser } from '../identity/users-service';
import { testDatabases } from '../testing/test-databases';
import { isUniqueViolation } from './unique-violation';

describe.each(testDatabases())('isUniqueViolation on $driver', (testDb) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => testDb.dispose(database));

  test('knows the error of a write that breaks a unique index, and no other', async () => {
    await createUser(database.db, { email: 'taken@example.com' });
    const { id } = await createUser(database.db, { email: 'taker@example.com' });
    const taking = database.db.update(users).set({ email: 'taken@example.com' }).where(eq(users.id, id));
    const error = await taking.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
    // A not-null violation (23502) is another constraint: not ours to turn into "taken".
    const other = await database.db
      .update(users)
      .set({ email: null as unknown as string })
      .where(eq(users.id, id))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(other).toBeInstanceOf(Error);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(new Error('unique'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
