import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database';
import { testDatabases } from '../testing/test-databases';

interface UserColumn {
  table_name: string;
  column_name: string;
  delete_rule: string | null;
}

/**
 * SPEC "delete account": deleting a user deletes their data. Every column that holds a
 * user id must be a foreign key to users that cascades, so no table can be forgotten.
 */
describe.each(testDatabases())('user data is deleted with the user on $driver', (testDb) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => testDb.dispose(database));

  test('every user_id column cascades from users', async () => {
    const result = (await database.db.execute(sql`
      SELECT c.table_name, c.column_name, max(rc.delete_rule) AS delete_rule
      FROM information_schema.columns c
      LEFT JOIN information_schema.key_column_usage k
        ON k.table_schema = c.table_schema AND k.table_name = c.table_name
        AND k.column_name = c.column_name
      LEFT JOIN information_schema.referential_constraints rc
        ON rc.constraint_schema = k.constraint_schema AND rc.constraint_name = k.constraint_name
      WHERE c.table_schema = current_schema() AND c.column_name = 'user_id'
      GROUP BY c.table_name, c.column_name
      ORDER BY c.table_name`)) as unknown as { rows: UserColumn[] };
    const columns = result.rows;
    expect(columns.length).toBeGreaterThan(20);
    const notCascading = columns
      .filter((column) => column.delete_rule !== 'CASCADE')
      .map((column) => column.table_name);
    expect(notCascading).toEqual([]);
  });
});
