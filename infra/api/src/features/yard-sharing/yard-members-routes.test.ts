import { eq } from 'drizzle-orm';
import { yardMembersSchema } from '@thrive/shared/contracts';
import { users, yardMembers, yards, zones } from '../../db/schema';
import { OWNER_ONLY } from '../common/yard-membership';
import { testDatabases } from '../../testing/test-databases';
import { sharingApp, tokenOf } from './sharing-fixture';
import { OWNER_CANNOT_LEAVE } from './sharing-messages';

const members = (yardId: number) => `/users/{uid}/yard/${yardId}/Members`;
const member = (yardId: number, memberId: number) => `/users/{uid}/yard/${yardId}/Members/${memberId}`;

describe.each(testDatabases())('the members of a shared yard on $driver', (testDb) => {
  const sharing = sharingApp(testDb, 'members');
  const { gardener, yardOf, invite, share, ok, refused } = sharing;

  test('the owner reads the members by name and the open invitations; a member reads no invitations', async () => {
    const owner = await gardener({ firstname: 'Fern' });
    const named = await gardener({ firstname: 'Ivy' });
    const fullName = await gardener();
    const mailbox = await gardener();
    await sharing.db.update(users).set({ name: 'Rowan Ash' }).where(eq(users.id, fullName.identity.Id));
    const { yardId } = await yardOf(owner);
    await share(owner, yardId, named, 'gardener');
    await share(owner, yardId, fullName, 'viewer');
    await share(owner, yardId, mailbox, 'viewer');
    const open = await invite(owner, yardId, { Role: 'viewer', Email: sharing.emailFor() });

    const asOwner = yardMembersSchema.parse(await ok(owner, 'GET', members(yardId)));
    expect(asOwner).toMatchObject({ YardId: yardId, OwnerName: 'Fern', Role: 'owner' });
    expect(asOwner.Members.map((row) => [row.UserId, row.Name, row.Role])).toEqual([
      [named.identity.Id, 'Ivy', 'gardener'],
      [fullName.identity.Id, 'Rowan Ash', 'viewer'],
      [mailbox.identity.Id, mailbox.identity.Email.split('@')[0], 'viewer'],
    ]);
    // Accepted invitations are no longer open; only the one by email is.
    expect(asOwner.Invitations).toEqual([
      { Id: open.Id, Email: open.Email, Role: 'viewer', ExpiresAt: open.ExpiresAt },
    ]);

    const asMember = yardMembersSchema.parse(await ok(fullName, 'GET', members(yardId)));
    expect(asMember).toMatchObject({ YardId: yardId, OwnerName: 'Fern', Role: 'viewer', Invitations: [] });
    expect(asMember.Members).toEqual(asOwner.Members);
    expect((await refused(await gardener(), 'GET', members(yardId))).status).toBe(404);
  });

  test('the owner changes a role, which the member has at their next call; members cannot', async () => {
    const owner = await gardener();
    const first = await gardener();
    const second = await gardener();
    const { yardId } = await yardOf(owner);
    await share(owner, yardId, first, 'gardener');
    await share(owner, yardId, second, 'gardener');
    await ok(owner, 'PUT', member(yardId, first.identity.Id), { Role: 'viewer' });
    expect((await ok(first, 'GET', members(yardId))).Role).toBe('viewer');
    expect(
      await refused(second, 'PUT', member(yardId, first.identity.Id), { Role: 'gardener' }),
    ).toMatchObject({
      status: 403,
      body: { message: OWNER_ONLY },
    });
    expect((await refused(owner, 'PUT', member(yardId, first.identity.Id), { Role: 'owner' })).status).toBe(
      400,
    );
    expect((await refused(owner, 'PUT', member(yardId, owner.identity.Id), { Role: 'viewer' })).status).toBe(
      404,
    );
    const [row] = await sharing.db
      .select()
      .from(yardMembers)
      .where(eq(yardMembers.userId, first.identity.Id));
    expect(row!.role).toBe('viewer');
  });

  test('a removed member gets the 404 of a missing yard at once; a member may not remove another', async () => {
    const owner = await gardener();
    const removed = await gardener();
    const other = await gardener();
    const { yardId } = await yardOf(owner);
    await share(owner, yardId, removed, 'gardener');
    await share(owner, yardId, other, 'gardener');
    const yardPath = `/users/{uid}/yard/${yardId}`;
    await ok(removed, 'GET', yardPath);

    expect(await refused(other, 'DELETE', member(yardId, removed.identity.Id))).toMatchObject({
      status: 403,
      body: { message: OWNER_ONLY },
    });
    await ok(owner, 'DELETE', member(yardId, removed.identity.Id));
    expect((await refused(removed, 'GET', yardPath)).status).toBe(404);
    expect((await refused(removed, 'GET', members(yardId))).status).toBe(404);
    expect((await refused(owner, 'DELETE', member(yardId, removed.identity.Id))).status).toBe(404);
    expect(await refused(owner, 'DELETE', member(yardId, owner.identity.Id))).toMatchObject({
      status: 400,
      body: { message: OWNER_CANNOT_LEAVE },
    });
    await ok(other, 'GET', yardPath);
  });

  test('a viewer leaves the yard and no longer sees it', async () => {
    const owner = await gardener();
    const leaving = await gardener();
    const { yardId } = await yardOf(owner);
    await share(owner, yardId, leaving, 'viewer');
    expect(await ok(leaving, 'DELETE', member(yardId, leaving.identity.Id))).toEqual({
      message: 'You left the yard.',
    });
    expect((await refused(leaving, 'GET', `/users/{uid}/yard/${yardId}`)).status).toBe(404);
    expect((await ok(owner, 'GET', members(yardId))).Members).toEqual([]);
  });

  test("the owner withdraws an open invitation, whose link then fails; another yard's id is 404", async () => {
    const owner = await gardener();
    const { yardId } = await yardOf(owner);
    const { yardId: otherYardId } = await yardOf(owner, 'Allotment');
    const { Id, Link } = await invite(owner, yardId, { Role: 'gardener' });
    const path = (yard: number) => `/users/{uid}/yard/${yard}/Invitations/${Id}`;
    expect((await refused(owner, 'DELETE', path(otherYardId))).status).toBe(404);
    const member = await gardener();
    await share(owner, yardId, member, 'gardener');
    expect(await refused(member, 'DELETE', path(yardId))).toMatchObject({
      status: 403,
      body: { message: OWNER_ONLY },
    });
    await ok(owner, 'DELETE', path(yardId));
    expect((await refused(owner, 'DELETE', path(yardId))).status).toBe(404);
    const preview = await sharing.send(null, 'POST', '/public/InvitationPreview', { Token: tokenOf(Link) });
    expect(preview.statusCode).toBe(404);
    expect((await ok(owner, 'GET', members(yardId))).Invitations).toEqual([]);
  });

  test("deleting a member's account leaves the owner's yard and zones as they were", async () => {
    const owner = await gardener();
    const member = await gardener();
    const { yardId, zoneId } = await yardOf(owner);
    await share(owner, yardId, member, 'gardener');
    await ok(member, 'DELETE', '/users/{uid}');
    const [yard] = await sharing.db.select().from(yards).where(eq(yards.id, yardId));
    expect(yard).toMatchObject({ userId: owner.identity.Id, name: 'Home' });
    const [zone] = await sharing.db.select().from(zones).where(eq(zones.id, zoneId));
    expect(zone).toMatchObject({ userId: owner.identity.Id, yardId });
    await ok(owner, 'GET', `/users/{uid}/yard/${yardId}`);
    expect((await ok(owner, 'GET', members(yardId))).Members).toEqual([]);
  });
});
