import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@thrive/shared/contracts';
import { buildApp } from '../app';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { signedInDirectly } from '../testing/identity-fixture';
import { testConfig } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { emailKey } from './email-key';
import { createUser, DuplicateEmailError, normalisedEmail } from './users-service';

/** The migration's statement that gave existing accounts their key, as the file has it. */
function emailKeyBackfill(): string {
  const migration = readFileSync(
    path.join(MIGRATIONS_FOLDER, '0016_trusted_sessions_and_receipts.sql'),
    'utf8',
  );
  const statement = migration
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .find((part) => part.startsWith('UPDATE "users" SET "email_key"'));
  if (!statement) throw new Error('migration 0016 no longer fills users.email_key');
  return statement;
}

describe.each(testDatabases())('emails are unique by their normalised form on $driver', (testDb) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose(database);
  });

  const storedKeys = async (ids: number[]) =>
    database.db
      .select({ id: users.id, email: users.email, emailKey: users.emailKey })
      .from(users)
      .where(inArray(users.id, ids));

  test('a full-width, zero-width or differently cased look-alike of an email is refused on create', async () => {
    const { id } = await createUser(database.db, { email: ' Fern@Example.com ' });
    expect(await storedKeys([id])).toEqual([{ id, email: 'fern@example.com', emailKey: 'fern@example.com' }]);
    for (const lookAlike of [
      'ｆｅｒｎ@example.com',
      'fe\u200brn@example.com',
      'FERN@EXAMPLE.COM',
      '\ufefffern@example.com',
    ])
      await expect(createUser(database.db, { email: lookAlike })).rejects.toThrow(
        new DuplicateEmailError(
          `A user with the email ${normalisedEmail(lookAlike)}, or one that looks the same, already exists.`,
        ),
      );
  });

  test('a look-alike of another gardener’s email is refused on profile change (400), a new one saved with its key', async () => {
    await createUser(database.db, { email: 'moss@example.com' });
    const { identity, headers } = await signedInDirectly(database.db, { email: 'lichen@example.com' });
    const save = (Email: string) =>
      app.inject({
        method: 'POST',
        url: `/api/users/${identity.Id}`,
        headers,
        payload: { Firstname: 'Lichen', Email },
      });
    for (const lookAlike of ['ｍｏｓｓ@example.com', 'mo\u200bss@example.com', 'mo\u00adss@example.com']) {
      const refused = await save(lookAlike);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: PROFILE_MESSAGES.emailTaken, fields: { 'body.Email': PROFILE_MESSAGES.emailTaken } },
      ]);
    }
    expect(await storedKeys([identity.Id])).toEqual([
      { id: identity.Id, email: 'lichen@example.com', emailKey: 'lichen@example.com' },
    ]);

    expect((await save('ＬＩＣＨＥＮ@example.org')).statusCode).toBe(200);
    expect(await storedKeys([identity.Id])).toEqual([
      { id: identity.Id, email: 'ｌｉｃｈｅｎ@example.org', emailKey: 'lichen@example.org' },
    ]);
    await expect(createUser(database.db, { email: 'lichen@example.org' })).rejects.toThrow(
      DuplicateEmailError,
    );
  });

  test('migration 0016 gives existing accounts the key emailKey() computes; of two that collide, the older keeps it', async () => {
    // As createUser stored emails before the column: trimmed and lower-case, nothing more.
    const tricky = [
      'ｉｖｙ@backfill.example', // full-width
      'mo\u200bss@backfill.example', // zero-width space
      '\ufb01g@backfill.example', // the "fi" ligature
      'so\u00adrrel@backfill.example', // soft hyphen
      '\u{1d400}lder@backfill.example', // mathematical bold capital A: upper case only after NFKC
      '\u{1d6a8}loe@backfill.example', // mathematical bold capital alpha: a Greek capital after NFKC
      '\u24e1ue@backfill.example', // circled r
      'ａｓｈ\u2060\ufeff@backfill.example', // word joiner, byte-order mark
      'Ｃｅｄａｒ\u200d@backfill.example', // full-width capitals, zero-width joiner
    ].map(normalisedEmail);
    const older = 'yew@backfill.example';
    const newer = 'y\u200cew@backfill.example';
    const inserted = await database.db
      .insert(users)
      .values([...tricky, older, newer].map((email) => ({ email })))
      .returning({ id: users.id, email: users.email });
    const ids = inserted.map((row) => row.id);

    await database.db.execute(sql.raw(emailKeyBackfill()));

    const rows = await storedKeys(ids);
    const keyOf = (email: string) => rows.find((row) => row.email === email)?.emailKey;
    for (const email of [...tricky, older]) expect([email, keyOf(email)]).toEqual([email, emailKey(email)]);
    expect(keyOf(newer)).toBeNull();
    // The backfill touched nothing it should not: accounts created with a key keep it.
    const [moss] = await database.db
      .select({ emailKey: users.emailKey })
      .from(users)
      .where(eq(users.email, 'moss@example.com'));
    expect(moss?.emailKey).toBe('moss@example.com');
  });
});
