import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { installCarouselLayout } from '../testing/carousel-layout';
import { screenWidth } from '../testing/fold-sections';
import { plantDetails } from '../testing/plant-details-fixtures';
import { renderPlants } from '../testing/render-plants';
import { OPEN_SECTIONS_KEY } from './fold-memory';
import { requirementsSummary } from './plant-requirements';

const api = setupFakePlantDetailsApi();
installCarouselLayout();

/** The sections that fold, in the page's order, for a signed-in gardener. */
const FOLDED = [
  'Requirements',
  'Attributes',
  'Care tasks',
  'Care tips',
  'Care log',
  'Suggested companions',
  'My notes',
];

async function openLavender() {
  const view = renderPlants('/plants/details/7');
  await screen.findByRole('heading', { level: 2, name: 'Lavender' });
  return view;
}

const toggle = (name: string) => screen.getByRole('button', { name });
const asked = (part: string) => api.calls.filter((call) => call.path.includes(part));

describe('plant details that read comfortably on a phone (sections that fold)', () => {
  test('on a phone every section starts folded, its body not mounted, asking the server for nothing', async () => {
    await openLavender();
    for (const name of FOLDED) expect(toggle(name)).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle('Care tips').getAttribute('aria-controls')!);
    expect(body).toBeEmptyDOMElement();
    expect(body).not.toBeVisible();
    await screen.findByRole('heading', { name: 'Border bed' });
    expect(asked('PlantUserTask')).toEqual([]);
    expect(asked('PlantActivities')).toEqual([]);
    expect(asked('SuggestedCompanions')).toEqual([]);
  });

  test('the scores in the gardener’s zones come right after the plant’s names, unfolded', async () => {
    await openLavender();
    const zones = screen.getByRole('region', { name: 'How it will do in your zones' });
    const requirements = screen.getByRole('region', { name: 'Requirements' });
    expect(zones.compareDocumentPosition(requirements) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No fold toggle: the score tips are buttons that expand too, so the toggle is found by name.
    expect(
      within(zones).queryByRole('button', { name: 'How it will do in your zones', expanded: false }),
    ).not.toBeInTheDocument();
    expect(await within(zones).findByRole('heading', { name: 'Border bed' })).toBeVisible();
  });

  test('a folded heading says what is cheap to know: the sun, water and zones of Requirements', async () => {
    await openLavender();
    expect(toggle('Requirements')).toHaveAccessibleDescription(
      'Full Sun to Part Shade · Dry to Medium water · Zones 5a–9b',
    );
    await userEvent.setup().click(toggle('Requirements'));
    // Open, the facts say it all.
    expect(toggle('Requirements')).not.toHaveAccessibleDescription();
  });

  test('a heading opens its section (aria-expanded), which then asks for its data; closing unmounts it', async () => {
    const user = userEvent.setup();
    await openLavender();
    await user.click(toggle('Care tasks'));
    expect(toggle('Care tasks')).toHaveAttribute('aria-expanded', 'true');
    const section = screen.getByRole('region', { name: 'Care tasks' });
    expect(await within(section).findByRole('button', { name: 'Add a care task' })).toBeVisible();
    expect(asked('PlantUserTask')).toHaveLength(1);
    await user.click(toggle('Care tasks'));
    expect(toggle('Care tasks')).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('button', { name: 'Add a care task' })).not.toBeInTheDocument();
  });

  test('the heading is a keyboard button: Enter and Space open and close it', async () => {
    const user = userEvent.setup();
    await openLavender();
    toggle('Care tips').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Care tips')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle('Care tips')).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a wide screen (min-width: 900px) every section starts open', async () => {
    screenWidth(true);
    await openLavender();
    for (const name of FOLDED) expect(toggle(name)).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Watering' })).toBeVisible();
    await waitFor(() => expect(asked('SuggestedCompanions')).toHaveLength(1));
  });

  test(`the sections the gardener opened stay open for the session (${OPEN_SECTIONS_KEY})`, async () => {
    const user = userEvent.setup();
    const { unmount } = await openLavender();
    await user.click(toggle('Care tips'));
    await user.click(toggle('My notes'));
    expect(JSON.parse(sessionStorage.getItem(OPEN_SECTIONS_KEY)!)).toEqual({
      'care-tips': true,
      'plant-notes': true,
    });
    unmount();
    await openLavender();
    expect(toggle('Care tips')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('My notes')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Requirements')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a section closed on a wide screen stays closed when the gardener comes back', async () => {
    screenWidth(true);
    const user = userEvent.setup();
    const { unmount } = await openLavender();
    await user.click(toggle('Care log'));
    unmount();
    await openLavender();
    expect(toggle('Care log')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Care tips')).toHaveAttribute('aria-expanded', 'true');
  });

  test('stored open state that is not ours is ignored, not trusted', async () => {
    sessionStorage.setItem(OPEN_SECTIONS_KEY, '["care-tips"]');
    await openLavender();
    expect(toggle('Care tips')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the Requirements line', () => {
  test('a single hardiness zone, and what the catalogue does not know left out', () => {
    const plant = plantDetails({ AltSunRequirementId: 0, WaterRequirementId: 0, ZoneHighId: 9 });
    expect(requirementsSummary(plant)).toBe('Full Sun · Zone 5a');
    expect(
      requirementsSummary(plantDetails({ SunRequirementId: 0, WaterRequirementId: 0, ZoneLowId: 0 })),
    ).toBe('');
  });
});
