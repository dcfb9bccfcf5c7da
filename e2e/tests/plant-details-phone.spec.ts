import { test, expect } from '../support/fixtures';
import { openPlantFromSearch, screen } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

/** A common phone's screen, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

const FOLDED_SECTIONS = [
  'Requirements',
  'Attributes',
  'Care tasks',
  'Care tips',
  'Care log',
  'Suggested companions',
  'Suggested products',
  'My notes',
];

test.describe('plant details on a phone (issue 17)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the picture and the zone scores come first, every other section folds, and the page fits in about three screens until one is opened', async ({
    page,
  }) => {
    const gardener = await createGardener({ sampleYard: true, noDefaultFlags: true });
    await page.goto(signInPath(gardener));
    await openPlantFromSearch(page, 'coneflower', 'Purple Coneflower');
    const details = screen(page);

    // The header: the plant's drawing (no photo yet), in the first screen.
    await expect(details.getByRole('img', { name: 'Drawing of Purple Coneflower' })).toBeInViewport();
    // The gardener's zones with the plant's overall score there, right under it.
    const zones = details.getByRole('region', { name: 'How it will do in your zones' });
    await expect(
      zones.getByRole('button', { name: /^Overall for Purple Coneflower in / }).first(),
    ).toBeVisible();

    // Every other section is folded to its heading, and nothing of it is in the page.
    for (const name of FOLDED_SECTIONS) {
      const section = details.getByRole('region', { name, exact: true });
      await expect(section.getByRole('button', { name, exact: true }), name).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(details.getByRole('heading', { name: 'Watering' })).toHaveCount(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'page height in px').toBeLessThanOrEqual(3 * PHONE.height);

    // A section opens and folds again from its heading.
    const careTips = details.getByRole('region', { name: 'Care tips', exact: true });
    const toggle = careTips.getByRole('button', { name: 'Care tips', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(careTips.getByRole('heading', { name: 'Watering' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(careTips.getByRole('heading', { name: 'Watering' })).toHaveCount(0);

    // What the gardener opened stays open for the session, on this plant and the next.
    await details.getByRole('button', { name: 'Requirements', exact: true }).click();
    await page.reload();
    await expect(
      screen(page).getByRole('region', { name: 'Requirements', exact: true }).getByRole('definition').first(),
    ).toHaveText('Full Sun to Part Sun');

    // Companions scroll sideways in a carousel instead of stacking down the page.
    const companions = screen(page).getByRole('region', { name: 'Suggested companions', exact: true });
    await companions.getByRole('button', { name: 'Suggested companions', exact: true }).click();
    const carousel = companions.getByRole('region', { name: 'Companion plants' });
    const first = carousel.getByRole('group', { name: /^1 of \d+$/ });
    await expect(first).toBeInViewport();
    const next = carousel.getByRole('button', { name: 'Next companions' });
    await next.click();
    await expect(first).not.toBeInViewport({ ratio: 0.9 });
    const slides = await carousel.getByRole('group').count();
    expect(slides).toBeGreaterThan(2);
    const box = await carousel.boundingBox();
    expect(box!.height, 'the carousel is one row of cards').toBeLessThan(PHONE.height / 2);
  });
});
