import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectUserId } from '@thrive/shared';
import { EMAIL_INVALID_MESSAGE } from '@thrive/shared/contracts';
import { setupFakeYardsApi } from '../../testing/fake-yards-api';
import { setupFakeWeatherApi } from '../../testing/fake-weather-api';
import { yard, yardMembers } from '../../testing/fixtures';
import { renderYards } from '../../testing/render-yards';

const api = setupFakeYardsApi();
// The yard view shows the yard's frost dates too.
setupFakeWeatherApi(api.server);
const location = () => screen.getByTestId('location');
const LINK = 'https://garden.example/#/invitation/Abcdefghijklmnopqrstuvwxyz012345';

async function openPanel(button: 'Share' | 'Members') {
  const user = userEvent.setup();
  const view = renderYards('/yards/view/5?key=k3y', { carried: { key: 'k3y' } });
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', {
    name: button === 'Share' ? 'Share Front yard' : 'Members of Front yard',
  });
  await within(dialog).findByText('Ann');
  return { ...view, user, dialog };
}

const sharingChanges = () => api.changes().filter((call) => /\/(Members|Invitations)\b/.test(call.path));

describe('sharing a yard, as its owner', () => {
  test('shows the owner, each member with a role choice, and the open invitations', async () => {
    const { dialog } = await openPanel('Share');
    expect(within(dialog).getByText('Owner')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Role of Bob' })).toHaveValue('gardener');
    expect(within(dialog).getByRole('combobox', { name: 'Role of Cy' })).toHaveValue('viewer');
    const invitations = within(dialog).getByRole('region', { name: 'Open invitations' });
    expect(within(invitations).getByText('Link')).toBeInTheDocument();
    expect(within(invitations).getByText('Viewer · expires Jun 5, 2026')).toBeInTheDocument();
    // Each role is explained in one line.
    expect(within(dialog).getByRole('radio', { name: 'Gardener' })).toHaveAccessibleDescription(
      'Can change the zones, plants, tasks and photos of this yard.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Viewer' })).toHaveAccessibleDescription(
      'Sees everything in this yard and changes nothing.',
    );
  });

  test('without an email, "Create link" shows the link once, says how long it works, and copies it', async () => {
    const { user, dialog } = await openPanel('Share');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('radio', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Invitation link' })).toHaveValue(LINK);
    expect(within(dialog).getByText(/The link works once, for 7 days\./)).toBeInTheDocument();
    expect(sharingChanges()).toEqual([
      { method: 'POST', path: 'users/42/yard/5/Invitations', body: { Role: 'viewer' } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();
  });

  test('where the clipboard is refused, the link stays in its field to copy by hand', async () => {
    const { user, dialog } = await openPanel('Share');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copy the link from the field above.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Invitation link' })).toHaveAttribute('readonly');
  });

  test('with an email, the invitation is sent and the panel says to whom; no link is shown', async () => {
    const { user, dialog } = await openPanel('Share');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'dee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Invitation sent to dee@example.com.')).toBeInTheDocument();
    expect(sharingChanges()).toEqual([
      {
        method: 'POST',
        path: 'users/42/yard/5/Invitations',
        body: { Role: 'gardener', Email: 'dee@example.com' },
      },
    ]);
    expect(within(dialog).queryByRole('textbox', { name: 'Invitation link' })).not.toBeInTheDocument();
    // The open invitations are read again and hold the new one.
    const invitations = within(dialog).getByRole('region', { name: 'Open invitations' });
    expect(await within(invitations).findByText('dee@example.com')).toBeInTheDocument();
  });

  test("an address the contract refuses shows the contract's message and is not sent", async () => {
    const { user, dialog } = await openPanel('Share');
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(EMAIL_INVALID_MESSAGE));
    expect(sharingChanges()).toEqual([]);
  });

  test("the server's 400 shows its message under the address, and what was typed stays", async () => {
    api.server.use(
      http.post('/api/users/:uid/yard/:id/Invitations', () =>
        HttpResponse.json(
          { message: 'Dee already gardens here.', fields: { Email: 'Dee already gardens here.' } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openPanel('Share');
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'dee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('Dee already gardens here.')),
    );
    expect(email).toHaveValue('dee@example.com');
    expect(screen.queryByText(/Invitation sent/)).not.toBeInTheDocument();
  });

  // A 403 comes when the reader's role changed since the panel opened. (The shared base query
  // also ends the session on any 403, SPEC §6; that is not this panel's to decide.)
  test("the server's 403 on a role change shows its message and the choice goes back", async () => {
    api.server.use(
      http.put('/api/users/:uid/yard/:id/Members/:memberId', () =>
        HttpResponse.json({ message: 'Only the owner can change roles.' }, { status: 403 }),
      ),
    );
    const { user, dialog } = await openPanel('Share');
    const bob = within(dialog).getByRole('combobox', { name: 'Role of Bob' });
    await user.selectOptions(bob, 'viewer');
    expect(await screen.findByText('Only the owner can change roles.')).toBeInTheDocument();
    await waitFor(() => expect(bob).toHaveValue('gardener'));
  });

  test("the owner changes a member's role with its select", async () => {
    const { user, dialog } = await openPanel('Share');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role of Bob' }), 'viewer');
    expect(await screen.findByText('The role was changed.')).toBeInTheDocument();
    expect(sharingChanges()).toEqual([
      { method: 'PUT', path: 'users/42/yard/5/Members/61', body: { Role: 'viewer' } },
    ]);
    expect(within(dialog).getByRole('combobox', { name: 'Role of Bob' })).toHaveValue('viewer');
  });

  test('removing a member asks first; No keeps them, Yes removes them', async () => {
    const { user, dialog } = await openPanel('Share');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Bob' }));
    let confirm = await screen.findByRole('dialog', { name: 'Warning!!!' });
    expect(within(confirm).getByText('Remove Bob from this yard?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(sharingChanges()).toEqual([]);
    expect(within(dialog).getByText('Bob')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Bob' }));
    confirm = await screen.findByRole('dialog', { name: 'Warning!!!' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The member was removed.')).toBeInTheDocument();
    expect(sharingChanges()).toEqual([
      { method: 'DELETE', path: 'users/42/yard/5/Members/61', body: undefined },
    ]);
    await waitFor(() => expect(within(dialog).queryByText('Bob')).not.toBeInTheDocument());
  });

  test('an open invitation can be withdrawn', async () => {
    const { user, dialog } = await openPanel('Share');
    await user.click(within(dialog).getByRole('button', { name: /^Withdraw the link invitation/ }));
    expect(await screen.findByText('The invitation was withdrawn.')).toBeInTheDocument();
    expect(sharingChanges()).toEqual([
      { method: 'DELETE', path: 'users/42/yard/5/Invitations/400', body: undefined },
    ]);
    expect(await within(dialog).findByText('No open invitations.')).toBeInTheDocument();
  });
});

describe('a shared yard, as one of its members', () => {
  beforeEach(() => {
    api.data.yards = [yard({ IsDefault: false, Sharing: { Role: 'gardener', OwnerName: 'Ann' } })];
    api.data.members = yardMembers({
      Role: 'gardener',
      Members: [{ UserId: 42, Name: 'Dee', Role: 'gardener', JoinedAt: '2026-05-03T12:00:00.000Z' }],
      Invitations: [],
    });
  });

  test('the panel shows the owner and the members, with nothing to manage', async () => {
    const { dialog } = await openPanel('Members');
    expect(within(dialog).getByText('Dee')).toBeInTheDocument();
    expect(within(dialog).getByText('Gardener')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Open invitations')).not.toBeInTheDocument();
  });

  test('leaving asks first, then removes the reader and goes to the yard list, still signed in', async () => {
    const { user, dialog, store } = await openPanel('Members');
    await user.click(within(dialog).getByRole('button', { name: 'Leave this yard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning!!!' });
    expect(within(confirm).getByText('Leave Front yard?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards?key=k3y'));
    expect(await screen.findByText('You left the yard.')).toBeInTheDocument();
    // The member leaves by removing their own id, the session's user id.
    expect(sharingChanges()).toEqual([
      { method: 'DELETE', path: 'users/42/yard/5/Members/42', body: undefined },
    ]);
    expect(await screen.findByText('You have no yards yet')).toBeInTheDocument();
    // A read of the yard refused now (404, not a member) does not end the session.
    expect(selectUserId(store.getState())).toBe(42);
  });

  test('answering No keeps the reader in the yard', async () => {
    const { user, dialog } = await openPanel('Members');
    await user.click(within(dialog).getByRole('button', { name: 'Leave this yard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Warning!!!' })).getByRole('button', { name: 'No' }),
    );
    expect(sharingChanges()).toEqual([]);
    expect(location()).toHaveTextContent('/yards/view/5?key=k3y');
  });
});
