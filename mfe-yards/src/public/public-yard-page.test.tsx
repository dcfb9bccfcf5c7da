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

  test('issue: carries the brand bar itself (the shell shows no chrome on a public page)', async () => {
    renderYards('/public/yard/5', { identity: null });
    await screen.findByRole('heading', { level: 2, name: 'Front yard' });
    expect(screen.getByRole('link', { name: 'Thrive Garden' })).toHaveAttribute('href', '/');
  });

  test('issue: each plant shows its catalogue picture, or the SPEC §8 fallback when it has none', async () => {
    renderYards('/public/yard/5', { identity: null });
    const zone = within(await screen.findByRole('region', { name: 'Border bed' }));
    const pictureOf = (name: string) => zone.getByText(name).closest('li')?.querySelector('img');
    expect(pictureOf('Lavender')).toHaveAttribute('src', '/api/Plants/2001/Illustration.svg?v=a1');
    expect(pictureOf('Hosta')).toHaveAttribute('data-fallback', 'true');
    expect(zone.getByRole('img', { name: 'Thrive scores: 1 Good, 1 Poor' })).toBeInTheDocument();
  });

  test('issue: shows the garden at a glance: counts, a strip of pictures and the scores', async () => {
    renderYards('/public/yard/5', { identity: null });
    const glance = within(await screen.findByRole('region', { name: 'At a glance' }));
    expect(glance.getByText('1 zone · 2 plants')).toBeInTheDocument();
    const strip = within(glance.getByRole('list', { name: 'Plants in Front yard' }));
    expect(strip.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lavender', 'Hosta']);
    expect(glance.getByRole('img', { name: 'Thrive scores: 1 Good, 1 Poor' })).toBeInTheDocument();
  });

  test('a yard that is not public (404) says so', async () => {
    api.data.publicYard = null;
    renderYards('/public/yard/9', { identity: null });
    expect(await screen.findByText('This yard is not public.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Public Yard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thrive Garden' })).toBeInTheDocument();
  });
});
