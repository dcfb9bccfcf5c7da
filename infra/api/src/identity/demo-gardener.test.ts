import { openPglite } from '../db/open-pglite';
import { DEMO_EMAIL, ensureDemoGardener } from './demo-gardener';
import { signInWithKey } from './identity-service';

test('first start creates the demo gardener once, with a key that signs in', async () => {
  const database = await openPglite(undefined);
  try {
    const demo = await ensureDemoGardener(database.db);
    expect(demo).not.toBeNull();
    expect(await ensureDemoGardener(database.db)).toBeNull();
    const identity = await signInWithKey(database.db, demo!.key, new Date());
    expect(identity).toMatchObject({ Id: demo!.id, Email: DEMO_EMAIL, Firstname: 'Demo Gardener' });
  } finally {
    await database.close();
  }
});
