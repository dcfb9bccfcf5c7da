import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();

describe('the dashboard', () => {
  test('shows its title at once, while the yards load', async () => {
    renderYards('/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading your yards…')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('link', { name: 'Front yard' });
  });

  test('a gardener without yards is invited to set up the first one', async () => {
    api.data.yards = [];
    api.data.thrive = { Rows: [], Zones: [], Yards: [] };
    renderYards('/dashboard?key=k3y', { carried: { key: 'k3y' } });
    expect(await screen.findByRole('heading', { name: 'Set up your first yard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up my yard' })).toHaveAttribute(
      'href',
      '/yards/setup?key=k3y',
    );
  });

  test('a gardener with yards sees each yard with its zone and plant counts', async () => {
    renderYards('/dashboard');
    const yard = (await screen.findByRole('link', { name: 'Front yard' })).closest('li') as HTMLElement;
    expect(await within(yard).findByText('2 zones · 3 plants')).toBeInTheDocument();
    expect(within(yard).getByText('Raleigh, NC')).toBeInTheDocument();
  });

  test('lists the plants needing attention (poor or borderline) with their tooltip and a scorecard link', async () => {
    renderYards('/dashboard');
    const list = within(await screen.findByRole('region', { name: 'Plants needing attention' }));
    expect(await list.findByText(THRIVE_TOOLTIPS.overall.poor, { selector: 'p' })).toBeInTheDocument();
    expect(list.getByText(THRIVE_TOOLTIPS.overall.borderline, { selector: 'p' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Overall for Astilbe: Poor' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.overall.poor,
    );
    expect(list.queryByText('Lavender')).not.toBeInTheDocument();
    expect(list.getByRole('link', { name: 'See the scorecard for Hosta' })).toHaveAttribute(
      'href',
      '/thrive/table/5',
    );
  });

  test("a failed load shows the server's message", async () => {
    api.server.use(
      http.get('/api/users/:uid/yards', () =>
        HttpResponse.json({ message: 'The garden is resting.' }, { status: 503 }),
      ),
    );
    renderYards('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('The garden is resting.');
  });
});
