import { screen, within } from '@testing-library/react';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { renderYards } from '../testing/render-yards';
import { NAME_NOT_AVAILABLE } from '../common/use-condition-names';

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
    // The reference lists need a session: names give way to a neutral label.
    expect(zone.getByText(`Sun: ${NAME_NOT_AVAILABLE}`)).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'GET', path: 'public/yard/5', body: undefined }]);
  });

  test('names the sun, water and hardiness zone when the reader is signed in', async () => {
    renderYards('/public/yard/5');
    expect(await screen.findByText('Sun: Full Sun')).toBeInTheDocument();
    expect(screen.getByText('Water: Average')).toBeInTheDocument();
    expect(screen.getByText('7b')).toBeInTheDocument();
  });

  test('a yard that is not public (404) says so', async () => {
    api.data.publicYard = null;
    renderYards('/public/yard/9', { identity: null });
    expect(await screen.findByText('This yard is not public.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Public Yard' })).toBeInTheDocument();
  });
});
