import { eq } from 'drizzle-orm';
import {
  invitationAcceptedSchema,
  invitationJoinedSchema,
  invitationPreviewSchema,
  yardInvitationCreatedSchema,
  type Identity,
} from '@thrive/shared/contracts';
import { users, yardInvitations, yardMembers } from '../../db/schema';
import { hashSecret } from '../../identity/secrets';
import { DAY_MS } from '../common/time-units';
import { mailQueuedFor } from '../../testing/outbox-mail';
import { testDatabases } from '../../testing/test-databases';
import { SHARING_NOW, sharingApp, tokenOf } from './sharing-fixture';
import {
  ACCOUNT_EXISTS,
  ALREADY_A_MEMBER,
  INVITATION_UNKNOWN,
  INVITATION_USED,
  INVITED_ANOTHER_ADDRESS,
  INVITATIONS_LIMIT_MESSAGE,
  INVITATIONS_PER_DAY,
  INVITING_YOURSELF,
  OWN_YARD,
} from './sharing-messages';
import { OWNER_ONLY } from '../common/yard-membership';

const ACCEPT = '/users/{uid}/InvitationAccept';
const PREVIEW = '/public/InvitationPreview';
const JOIN = '/public/InvitationJoin';

describe.each(testDatabases())('invitations to share a yard on $driver', (testDb) => {
  const sharing = sharingApp(testDb, 'invitation');
  const { gardener, yardOf, invite, share, ok, refused, send } = sharing;
  /** A call anyone makes without signing in. */
  const publicCall = (path: string, payload: object) => send(null, 'POST', path, payload);

  test('an invitation by link: its secret is given once, only its hash is kept, and no mail goes out', async () => {
    const owner = await gardener({ firstname: 'Fern' });
    const { yardId } = await yardOf(owner, 'Orchard');
    const created = yardInvitationCreatedSchema.parse(await invite(owner, yardId, { Role: 'gardener' }));
    expect(created).toMatchObject({
      Email: '',
      Role: 'gardener',
      ExpiresAt: new Date(SHARING_NOW.getTime() + 7 * DAY_MS).toISOString(),
    });
    expect(created.Link).toMatch(/^https?:\/\/[^#]+\/#\/invitation\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.Link);
    const [row] = await sharing.db.select().from(yardInvitations).where(eq(yardInvitations.id, created.Id));
    expect(row!.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await mailQueuedFor(sharing.db, owner.identity.Id)).toEqual([]);

    const preview = await publicCall(PREVIEW, { Token: token });
    expect(preview.statusCode).toBe(200);
    expect(invitationPreviewSchema.parse(preview.json())).toEqual({
      YardName: 'Orchard',
      OwnerName: 'Fern',
      Role: 'gardener',
      ForAnAddress: false,
      ExpiresAt: created.ExpiresAt,
    });
  });

  test('whoever has the link joins with its role and then reads the yard', async () => {
    const owner = await gardener({ firstname: 'Fern' });
    const member = await gardener();
    const { yardId } = await yardOf(owner, 'Orchard');
    const yardPath = `/users/{uid}/yard/${yardId}`;
    expect((await refused(member, 'GET', yardPath)).status).toBe(404);
    const { Link } = await invite(owner, yardId, { Role: 'viewer' });
    const accepted = invitationAcceptedSchema.parse(
      await ok(member, 'POST', ACCEPT, { Token: tokenOf(Link) }),
    );
    expect(accepted).toEqual({
      YardId: yardId,
      Role: 'viewer',
      message: `You now share Fern's yard "Orchard".`,
    });
    await ok(member, 'GET', yardPath);
    const [row] = await sharing.db.select().from(yardInvitations).where(eq(yardInvitations.yardId, yardId));
    expect(row).toMatchObject({ acceptedAt: SHARING_NOW, acceptedBy: member.identity.Id });
  });

  test('an invitation by email queues a mail that says who invites, to what, the role, the link and the 7 days', async () => {
    const owner = await gardener({ firstname: 'Fern' });
    const { yardId } = await yardOf(owner, 'Orchard');
    const inviteeEmail = sharing.emailFor();
    const created = await invite(owner, yardId, {
      Role: 'gardener',
      Email: `  ${inviteeEmail.toUpperCase()} `,
    });
    expect(created.Email).toBe(inviteeEmail);
    const mails = await mailQueuedFor(sharing.db, owner.identity.Id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(inviteeEmail);
    expect(mail!.createdAt).toEqual(SHARING_NOW);
    expect(mail!.subject).toBe('Fern invites you to share the yard "Orchard" on Thrive Garden');
    expect(mail!.body).toContain(`Fern (${owner.identity.Email}) invites you to share their yard "Orchard"`);
    expect(mail!.body).toContain('As a gardener, you can change its zones, plants, tasks and photos');
    expect(mail!.body).toContain(`\n${created.Link}\n`);
    expect(mail!.body).toContain('expires in 7 days (on May 11, 2026)');

    const preview = invitationPreviewSchema.parse(
      (await publicCall(PREVIEW, { Token: tokenOf(created.Link) })).json(),
    );
    expect(preview.ForAnAddress).toBe(true);
    expect(JSON.stringify(preview)).not.toContain(inviteeEmail);

    // Only the account with that address may accept it.
    const stranger = await gardener();
    expect(await refused(stranger, 'POST', ACCEPT, { Token: tokenOf(created.Link) })).toMatchObject({
      status: 403,
      body: { message: INVITED_ANOTHER_ADDRESS },
    });
    const invitee = await gardener({ email: inviteeEmail });
    await ok(invitee, 'POST', ACCEPT, { Token: tokenOf(created.Link) });
    const members = await sharing.db.select().from(yardMembers).where(eq(yardMembers.yardId, yardId));
    expect(members.map((row) => [row.userId, row.role])).toEqual([[invitee.identity.Id, 'gardener']]);
  });

  test("the owner's own address is refused (400), and so is a member's (409), with no mail", async () => {
    const owner = await gardener();
    const member = await gardener();
    const { yardId } = await yardOf(owner);
    await share(owner, yardId, member, 'viewer');
    const path = `/users/{uid}/yard/${yardId}/Invitations`;
    expect(await refused(owner, 'POST', path, { Role: 'viewer', Email: owner.identity.Email })).toMatchObject(
      {
        status: 400,
        body: { message: INVITING_YOURSELF },
      },
    );
    const again = await refused(owner, 'POST', path, { Role: 'viewer', Email: member.identity.Email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `${member.identity.Email} already shares this yard. Change their role in the list of members instead.`,
    );
    expect((await refused(owner, 'POST', path, { Role: 'owner' })).status).toBe(400);
    expect((await refused(owner, 'POST', path, { Role: 'viewer', Email: 'not an address' })).status).toBe(
      400,
    );
    expect(await mailQueuedFor(sharing.db, owner.identity.Id)).toEqual([]);
  });

  test('members cannot invite (403) and other gardeners do not see the yard (404)', async () => {
    const owner = await gardener();
    const member = await gardener();
    const stranger = await gardener();
    const { yardId } = await yardOf(owner);
    await share(owner, yardId, member, 'gardener');
    const path = `/users/{uid}/yard/${yardId}/Invitations`;
    expect(await refused(member, 'POST', path, { Role: 'viewer' })).toMatchObject({
      status: 403,
      body: { message: OWNER_ONLY },
    });
    expect((await refused(stranger, 'POST', path, { Role: 'viewer' })).status).toBe(404);
    const made = await sharing.db.select().from(yardInvitations).where(eq(yardInvitations.yardId, yardId));
    expect(made).toHaveLength(1);
  });

  test(`an owner makes at most ${INVITATIONS_PER_DAY} invitations in 24 hours (429), and more the day after`, async () => {
    const owner = await gardener();
    const { yardId } = await yardOf(owner);
    for (let made = 0; made < INVITATIONS_PER_DAY; made++) await invite(owner, yardId, { Role: 'viewer' });
    const path = `/users/{uid}/yard/${yardId}/Invitations`;
    expect(await refused(owner, 'POST', path, { Role: 'viewer', Email: sharing.emailFor() })).toMatchObject({
      status: 429,
      body: { message: INVITATIONS_LIMIT_MESSAGE },
    });
    expect(await mailQueuedFor(sharing.db, owner.identity.Id)).toEqual([]);
    sharing.setNow(new Date(SHARING_NOW.getTime() + DAY_MS + 1));
    try {
      await invite(owner, yardId, { Role: 'viewer' });
    } finally {
      sharing.setNow(SHARING_NOW);
    }
  });

  test('8 days later the invitation has expired: preview, accept and join all answer 410', async () => {
    const owner = await gardener({ firstname: 'Fern' });
    const member = await gardener();
    const { yardId } = await yardOf(owner);
    const { Link } = await invite(owner, yardId, { Role: 'gardener' });
    const Token = tokenOf(Link);
    sharing.setNow(new Date(SHARING_NOW.getTime() + 8 * DAY_MS));
    try {
      const expired = { message: 'This invitation expired on May 11, 2026. Ask Fern for a new one.' };
      const preview = await publicCall(PREVIEW, { Token });
      expect([preview.statusCode, preview.json()]).toEqual([410, expect.objectContaining(expired)]);
      expect(await refused(member, 'POST', ACCEPT, { Token })).toMatchObject({ status: 410, body: expired });
      const email = sharing.emailFor();
      const join = await publicCall(JOIN, { Token, Email: email });
      expect([join.statusCode, join.json()]).toEqual([410, expect.objectContaining(expired)]);
      expect(await sharing.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      sharing.setNow(SHARING_NOW);
    }
    expect(await sharing.db.select().from(yardMembers).where(eq(yardMembers.yardId, yardId))).toEqual([]);
  });

  test('an invitation works once: a second gardener gets 409, and so does its preview', async () => {
    const owner = await gardener();
    const first = await gardener();
    const second = await gardener();
    const { yardId } = await yardOf(owner);
    const { Link } = await invite(owner, yardId, { Role: 'gardener' });
    const Token = tokenOf(Link);
    await ok(first, 'POST', ACCEPT, { Token });
    expect(await refused(second, 'POST', ACCEPT, { Token })).toMatchObject({
      status: 409,
      body: { message: INVITATION_USED },
    });
    const preview = await publicCall(PREVIEW, { Token });
    expect([preview.statusCode, preview.json().message]).toEqual([409, INVITATION_USED]);
    expect((await refused(second, 'GET', `/users/{uid}/yard/${yardId}`)).status).toBe(404);
  });

  test('of two accepts at once exactly one wins', async () => {
    const owner = await gardener();
    const [first, second] = [await gardener(), await gardener()];
    const { yardId } = await yardOf(owner);
    const { Link } = await invite(owner, yardId, { Role: 'viewer' });
    const Token = tokenOf(Link);
    const answers = await Promise.all(
      [first, second].map((who) => sharing.send(who, 'POST', ACCEPT, { Token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const members = await sharing.db.select().from(yardMembers).where(eq(yardMembers.yardId, yardId));
    expect(members).toHaveLength(1);
    const winner = answers[0]!.statusCode === 200 ? first : second;
    expect(members[0]!.userId).toBe(winner.identity.Id);
  });

  test('the owner cannot accept their own invitation, nor a member a second one, which stays open', async () => {
    const owner = await gardener();
    const member = await gardener();
    const { yardId } = await yardOf(owner);
    await share(owner, yardId, member, 'viewer');
    const { Link } = await invite(owner, yardId, { Role: 'gardener' });
    const Token = tokenOf(Link);
    expect(await refused(owner, 'POST', ACCEPT, { Token })).toMatchObject({
      status: 400,
      body: { message: OWN_YARD },
    });
    expect(await refused(member, 'POST', ACCEPT, { Token })).toMatchObject({
      status: 409,
      body: { message: ALREADY_A_MEMBER },
    });
    // Neither attempt used the invitation up, nor changed the member's role.
    expect((await publicCall(PREVIEW, { Token })).statusCode).toBe(200);
    const [row] = await sharing.db
      .select()
      .from(yardMembers)
      .where(eq(yardMembers.userId, member.identity.Id));
    expect(row!.role).toBe('viewer');
  });

  test('an unknown token is 404, a malformed one 400', async () => {
    const member = await gardener();
    const unknown = { Token: 'A'.repeat(43) };
    expect(await refused(member, 'POST', ACCEPT, unknown)).toMatchObject({
      status: 404,
      body: { message: INVITATION_UNKNOWN },
    });
    expect((await publicCall(PREVIEW, unknown)).statusCode).toBe(404);
    const malformed = await publicCall(PREVIEW, { Token: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('This invitation link is not complete');
  });

  test('someone without an account joins: their new key signs in and they see the yard', async () => {
    const owner = await gardener({ firstname: 'Fern' });
    const { yardId } = await yardOf(owner, 'Orchard');
    const { Link } = await invite(owner, yardId, { Role: 'gardener' });
    const Email = sharing.emailFor();
    const response = await publicCall(JOIN, { Token: tokenOf(Link), Email, Name: ' Ivy ' });
    expect(response.statusCode).toBe(200);
    const joined = invitationJoinedSchema.parse(response.json());
    expect(joined).toMatchObject({
      YardId: yardId,
      Role: 'gardener',
      message: `You now share Fern's yard "Orchard".`,
    });

    const bridge = await sharing.app.inject({
      method: 'POST',
      url: '/api/bridge',
      payload: { username: joined.Key },
    });
    expect(bridge.statusCode).toBe(200);
    const identity = bridge.json() as Identity;
    expect([identity.Id, identity.Email]).toEqual([joined.UserId, Email]);
    const newcomer = {
      identity,
      key: joined.Key,
      headers: { 'x-app': `thrive|${identity.Id}`, 'x-token': identity.Token },
    };
    await ok(newcomer, 'GET', `/users/{uid}/yard/${yardId}`);
    const members = await ok(owner, 'GET', `/users/{uid}/yard/${yardId}/Members`);
    expect(members.Members).toEqual([
      expect.objectContaining({ UserId: joined.UserId, Name: 'Ivy', Role: 'gardener' }),
    ]);
  });

  test('joining is refused to an address with an account (409) and to another address than the invited one (403), making no account', async () => {
    const owner = await gardener();
    const existing = await gardener();
    const { yardId } = await yardOf(owner);
    const byLink = tokenOf((await invite(owner, yardId, { Role: 'viewer' })).Link);
    const taken = await publicCall(JOIN, { Token: byLink, Email: existing.identity.Email.toUpperCase() });
    expect([taken.statusCode, taken.json().message]).toEqual([409, ACCOUNT_EXISTS]);

    const invited = sharing.emailFor();
    const byEmail = tokenOf((await invite(owner, yardId, { Role: 'viewer', Email: invited })).Link);
    const other = sharing.emailFor();
    const wrong = await publicCall(JOIN, { Token: byEmail, Email: other });
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, INVITED_ANOTHER_ADDRESS]);
    expect(await sharing.db.select().from(users).where(eq(users.email, other))).toEqual([]);

    // The invited address itself joins; the invitation is then used up.
    expect((await publicCall(JOIN, { Token: byEmail, Email: invited })).statusCode).toBe(200);
    const late = sharing.emailFor();
    const again = await publicCall(JOIN, { Token: byLink, Email: late });
    expect(again.statusCode).toBe(200);
    const used = await publicCall(JOIN, { Token: byLink, Email: sharing.emailFor() });
    expect([used.statusCode, used.json().message]).toEqual([409, INVITATION_USED]);
    const members = await sharing.db.select().from(yardMembers).where(eq(yardMembers.yardId, yardId));
    expect(members).toHaveLength(2);
  });
});
