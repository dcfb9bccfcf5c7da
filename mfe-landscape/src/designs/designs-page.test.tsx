import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { designListItem } from '../testing/design-fixtures';
import { setupFakeDesignsApi } from '../testing/fake-designs-api';
import { renderDesigns } from '../testing/render-designs';

const api = setupFakeDesignsApi();

describe("the gardener's designs", () => {
  test('lists each design with its size and plant count, and links to new designs and styles', async () => {
    renderDesigns('/styles/designs');
    const list = await screen.findByRole('list', { name: 'My designs' });
    const card = within(list).getByRole('article', { name: 'Sunny border' });
    expect(within(card).getByText('48 sq ft 0 sq in · 2 plants')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sunny border' })).toHaveAttribute(
      'href',
      '/styles/designs/5',
    );
    expect(within(card).getByRole('link', { name: 'Plan' })).toHaveAttribute(
      'href',
      '/styles/designs/5/plan',
    );
    expect(screen.getByRole('link', { name: 'New design' })).toHaveAttribute('href', '/styles/designs/new');
    expect(screen.getByRole('link', { name: 'Browse styles' })).toHaveAttribute('href', '/styles');
  });

  test('delete asks first: No keeps the design, Yes deletes it', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs');
    await user.click(await screen.findByRole('button', { name: 'Delete Sunny border' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Sunny border?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.changes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Sunny border' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The design was deleted.')).toBeInTheDocument();
    expect(api.changes()).toEqual([
      { method: 'DELETE', path: 'LandscapeDesign/5/UserList/0/', body: undefined },
    ]);
  });

  test('with no designs yet, says so', async () => {
    api.data.designs = [];
    renderDesigns('/styles/designs');
    expect(await screen.findByText('You have no designs yet.')).toBeInTheDocument();
  });

  test('SPEC §3 Design filter: the list is searched by name (k) and sorted (s), from the first page', async () => {
    const queries: string[] = [];
    const designs = [designListItem(), designListItem({ Id: 6, Name: 'Shady nook' })];
    api.server.use(
      http.get('/api/LandscapeDesign/0/UserList/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        const words = (query.get('k') ?? '').toLowerCase();
        const items = designs.filter((design) => design.Name.toLowerCase().includes(words));
        return HttpResponse.json({ Items: items, TotalRows: items.length, i: 0, c: 20 });
      }),
    );
    const user = userEvent.setup();
    renderDesigns('/styles/designs');
    await screen.findByRole('article', { name: 'Shady nook' });
    expect(queries).toEqual(['s=Newest&i=0&c=20']);

    await user.type(screen.getByRole('searchbox', { name: 'Search designs' }), 'shady');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sunny border' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Shady nook' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, Z to A');
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries.slice(1)).toEqual(['k=shady&s=Newest&i=0&c=20', 'k=shady&s=Name+DESC&i=0&c=20']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search designs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search designs' }), 'rose');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No design name matches “rose”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all designs' }));
    expect(await screen.findByRole('article', { name: 'Sunny border' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search designs' })).toHaveValue('');
  });
});
