import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  selectToolbarActions,
  selectUserId,
  TOOLBAR_ACTIONS,
  toolbarActionClicked,
  yardsApi,
} from '@thrive/shared';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { setupFakeWeatherApi } from '../testing/fake-weather-api';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();
// The yard view shows the yard's frost dates too (yard-weather.test.tsx tests them).
setupFakeWeatherApi(api.server);
const location = () => screen.getByTestId('location');
/** Reads of yard 5 or of its zones (8, 9): none may be sent once the yard is gone. */
const readsOfYard5 = (requests: string[]) =>
  requests.filter((request) =>
    /^GET users\/42\/(yard\/5\b|zonelisting\/5\b|zone\/(8|9)\b|ZonePlants\/(8|9)\b|ZonePlants\/0\?yid=5\b|ThriveTable\/5\b|CheckYardTransfer\/5\b)/.test(
      request,
    ),
  );

async function yardView() {
  const view = renderYards('/yards/view/5?key=k3y', { carried: { key: 'k3y' } });
  await screen.findByRole('heading', { name: 'Front yard' });
  const toolbar = (code: (typeof TOOLBAR_ACTIONS)[keyof typeof TOOLBAR_ACTIONS]) =>
    act(() => {
      view.store.dispatch(toolbarActionClicked(code));
    });
  return { ...view, toolbar };
}

describe('the yard view (SPEC §2.4 yards/view/{id})', () => {
  test('shows the yard with its zones, their sun, water and plant counts', async () => {
    await yardView();
    expect(screen.getByText('Default yard')).toBeInTheDocument();
    const border = (await screen.findByRole('link', { name: 'Border bed' })).closest('li') as HTMLElement;
    expect(await within(border).findByText('Full Sun')).toBeInTheDocument();
    expect(within(border).getByText('Medium')).toBeInTheDocument();
    expect(within(border).getByText('2 plants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Border bed' })).toHaveAttribute('href', '/zones/view/8?key=k3y');
  });

  test('puts add, edit and delete in the header toolbar and takes them away on leaving', async () => {
    const { store, unmount } = await yardView();
    expect(selectToolbarActions(store.getState()).map((action) => action.code)).toEqual([
      TOOLBAR_ACTIONS.Add,
      TOOLBAR_ACTIONS.Edit,
      TOOLBAR_ACTIONS.Delete,
    ]);
    unmount();
    expect(selectToolbarActions(store.getState())).toEqual([]);
  });

  test('toolbar Add goes to a new zone of this yard and records link kind 19', async () => {
    const { toolbar } = await yardView();
    await toolbar(TOOLBAR_ACTIONS.Add);
    expect(location()).toHaveTextContent('/zones/create/5?key=k3y');
    await waitFor(() => expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 19 }]));
  });

  test('delete asks to confirm, and only then deletes the yard and goes to the yard list', async () => {
    const user = userEvent.setup();
    const { toolbar } = await yardView();
    await toolbar(TOOLBAR_ACTIONS.Delete);
    const dialog = await screen.findByRole('dialog', { name: 'Warning!!!' });
    expect(within(dialog).getByText('Delete Front yard?')).toBeInTheDocument();
    expect(api.changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards?key=k3y'));
    expect(api.changes()).toEqual([{ method: 'DELETE', path: 'users/42/yard/5', body: undefined }]);
    expect(await screen.findByText('The yard was deleted.')).toBeInTheDocument();
    expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 21 }]);
  });

  test('issue: after the delete the yard view is left first, then the yard is dropped from the cache: it is never read again', async () => {
    const user = userEvent.setup();
    const { store, toolbar } = await yardView();
    await screen.findByRole('link', { name: 'Border bed' });
    await screen.findByText('Weather and frost dates');
    await toolbar(TOOLBAR_ACTIONS.Delete);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You have no yards yet')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/yards?key=k3y');
    const after = api.requestsAfter('DELETE users/42/yard/5');
    // The yard list is read again; yard 5, its zones, plants and frost dates are not.
    expect(after).toContain('GET users/42/yards');
    expect(readsOfYard5(after)).toEqual([]);
    expect(after.filter((request) => request.includes('/yard/5/FrostDates'))).toEqual([]);
    const state = store.getState();
    expect(yardsApi.endpoints.getYard.select(5)(state).status).toBe('uninitialized');
    expect(yardsApi.endpoints.getZones.select(5)(state).status).toBe('uninitialized');
  });

  test('answering No to the delete question keeps the yard', async () => {
    const user = userEvent.setup();
    const { toolbar } = await yardView();
    await toolbar(TOOLBAR_ACTIONS.Delete);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.changes()).toEqual([]);
  });

  test('transfer shows what the check says and transfers only after the gardener confirms', async () => {
    const user = userEvent.setup();
    await yardView();
    await user.click(screen.getByRole('button', { name: 'Transfer yard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Front yard' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email of the receiving gardener' }),
      'sam@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText(api.data.transferCheck.message)).toBeInTheDocument();
    expect(api.changes()).toEqual([
      { method: 'GET', path: 'users/42/CheckYardTransfer/5?email=sam%40example.com', body: undefined },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, transfer' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards?key=k3y'));
    expect(api.changes()[1]).toEqual({
      method: 'POST',
      path: 'users/42/YardTransfer',
      body: { YardId: 5, Email: 'sam@example.com' },
    });
    expect(await screen.findByText('Front yard was transferred to sam@example.com.')).toBeInTheDocument();
    expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 23 }]);
  });

  test('issue: after a transfer the app moves to the yard list without a reload, keeps the key and never reads the yard again', async () => {
    const user = userEvent.setup();
    const { store } = await yardView();
    await screen.findByRole('link', { name: 'Border bed' });
    await user.click(screen.getByRole('button', { name: 'Transfer yard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Front yard' });
    await user.type(within(dialog).getByRole('textbox'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, transfer' }));
    expect(await screen.findByText('You have no yards yet')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/yards?key=k3y');
    const after = api.requestsAfter('POST users/42/YardTransfer');
    expect(after).toContain('GET users/42/yards');
    expect(readsOfYard5(after)).toEqual([]);
    expect(after.filter((request) => request.includes('/yard/5/FrostDates'))).toEqual([]);
    // No refused read, so the session goes on (SPEC §6 would end it and reload on a 403).
    expect(selectUserId(store.getState())).toBe(42);
    expect(yardsApi.endpoints.getYard.select(5)(store.getState()).status).toBe('uninitialized');
  });

  test('SPEC §5 Email: an address that is not one is refused in the form, and its message goes once it is right', async () => {
    const user = userEvent.setup();
    await yardView();
    await user.click(screen.getByRole('button', { name: 'Transfer yard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Front yard' });
    const email = within(dialog).getByRole('textbox', { name: 'Email of the receiving gardener' });
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Enter the email address of the gardener who should receive the yard.'),
    );
    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid Email Address'));
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(api.changes()).toEqual([]);
    await user.clear(email);
    await user.type(email, 'sam@example.com');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Please enter a valid Email Address')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText(api.data.transferCheck.message)).toBeInTheDocument();
  });

  test('a transfer the check refuses shows why and offers no way to transfer', async () => {
    api.data.transferCheck = { CanTransfer: false, message: 'No gardener has the email nobody@example.com.' };
    const user = userEvent.setup();
    await yardView();
    await user.click(screen.getByRole('button', { name: 'Transfer yard' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText(api.data.transferCheck.message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes, transfer' })).not.toBeInTheDocument();
    expect(api.changes().filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('copy makes a copy and goes to it (link kind 22)', async () => {
    const user = userEvent.setup();
    await yardView();
    await user.click(screen.getByRole('button', { name: 'Copy yard' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards/view/78?key=k3y'));
    expect(api.changes()).toEqual([{ method: 'GET', path: 'users/42/CopyYard/5', body: undefined }]);
    expect(await screen.findByText('Front yard was copied to Front yard (copy).')).toBeInTheDocument();
    expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 22 }]);
  });

  test('make public shows the public link to share, without the session parameters', async () => {
    const user = userEvent.setup();
    await yardView();
    await user.click(screen.getByRole('button', { name: 'Make public' }));
    const link = await screen.findByRole('textbox', { name: 'Public link' });
    expect(link).toHaveValue('http://localhost/#/public/yard/5');
    expect(api.changes()).toEqual([
      { method: 'POST', path: 'users/42/YardsPublic/', body: { YardId: 5, IsPublic: true } },
    ]);
    // A public link never carries a key (issue 30): public-link.test.tsx.
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      'http://localhost/#/public/yard/5',
    );
    expect(await screen.findByRole('button', { name: 'Make private' })).toBeInTheDocument();
  });

  test('the scorecard link records link kind 17 and goes to this yard', async () => {
    const user = userEvent.setup();
    await yardView();
    await user.click(screen.getByRole('link', { name: 'Thrive Scorecard' }));
    expect(location()).toHaveTextContent('/thrive/table/5?key=k3y');
    await waitFor(() => expect(api.linkClicks()).toEqual([{ UserId: 42, LinkClick: 17 }]));
  });

  test('issue: the yard links to its care tasks (the task list), keeping the session parameters', async () => {
    await yardView();
    expect(screen.getByRole('link', { name: 'Care tasks' })).toHaveAttribute('href', '/tasks?key=k3y');
  });

  test("a yard that cannot be read shows the server's message", async () => {
    renderYards('/yards/view/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });
});
