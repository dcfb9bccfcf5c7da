import { screen, within } from '@testing-library/react';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();

describe('the public yard page (public/yard/{id})', () => {
  test('shows a public yard to a reader who is not signed in', async () => {
    renderYards('/public/yard/5', { identity: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Front yard' })).toBeInTheDocument();
    expect(screen.getByText('Raleigh, NC')).toBeInTheDocument();
    const zone = within(screen.getByRole('region', { name: 'Border bed' }));
    expect(zone.getByText('Lavender')).toBeInTheDocument();
    expect(zone.getByRole('button', { name: 'Overall for Lavender: Good' })).toHaveAccessibleDescription(
      THRIVE_TOOLTIPS.overall.good,
    );
    // A visitor has no session to look lists up with: the answer names them.
    expect(zone.getByText('Sun: Full Shade')).toBeInTheDocument();
    expect(zone.getByText('Water: Medium')).toBeInTheDocument();
    expect(screen.getByText('7b')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'GET', path: 'public/yard/5', body: undefined }]);
  });

  test('a yard that is not public (404) says so', async () => {
    api.data.publicYard = null;
    renderYards('/public/yard/9', { identity: null });
    expect(await screen.findByText('This yard is not public.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Public Yard' })).toBeInTheDocument();
  });
});
