import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { plantSearchBox, screen, searchResults } from '../support/plant-pages';
import { createGardener, signInPath } from '../support/users';

/** Issue 18's "done when": each query puts what the gardener meant in the top three. */
const MEANT: [query: string, botanical: RegExp][] = [
  ['rose', /^Rosa\b/],
  ['maple', /^Acer\b/],
  [
    'fern',
    /^(Adiantum|Athyrium|Dryopteris|Matteuccia|Osmunda|Osmundastrum|Polystichum|Nephrolepis|Onoclea|Asplenium|Cyrtomium|Thelypteris|Pteris)\b/,
  ],
  ['mums', /^Chrysanthemum\b/],
  ['hens and chicks', /^Sempervivum\b/],
  ['hydragea', /^Hydrangea\b/],
];

async function openSearch(page: Page) {
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await page
    .getByRole('list', { name: 'Garden tools' })
    .getByRole('link', { name: 'Plant ID & Search' })
    .click();
  await expect(plantSearchBox(page)).toBeVisible();
}

test('issue 18: a kind, a plural, an old name or a typo puts the plants the gardener meant in the top three', async ({
  page,
}) => {
  await openSearch(page);
  const results = searchResults(page);
  for (const [query, botanical] of MEANT) {
    await plantSearchBox(page).fill(query);
    await expect(page).toHaveURL(
      new RegExp(`[?&]k=${encodeURIComponent(query).replace(/%20/g, '(%20|\\+)')}`),
    );
    await expect(results.getByRole('article').first()).toBeVisible();
    const topThree = results.getByRole('article').filter({ visible: true });
    await expect
      .poll(
        async () =>
          (
            await topThree.evaluateAll((cards) =>
              cards.slice(0, 3).map((card) => card.querySelector('p')?.textContent ?? ''),
            )
          ).some((name) => botanical.test(name)),
        { message: `${query}: ${botanical} in the top three` },
      )
      .toBe(true);
  }
});

test('issue 18: suggestions appear as the gardener types; the keyboard picks a plant and opens it', async ({
  page,
}) => {
  await openSearch(page);
  const box = plantSearchBox(page);
  // Typed at once on opening, a first key was seen lost on a busy CI machine (the box held
  // "ydra"); the gardener types again, as one would.
  await expect(async () => {
    await box.fill('');
    await box.pressSequentially('hydra', { delay: 40 });
    await expect(box).toHaveValue('hydra', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const suggestions = page.getByRole('listbox', { name: 'Search plants' });
  const plants = suggestions.getByRole('group', { name: 'Plants' }).getByRole('option');
  // Typing also searches: on a busy 2-core CI machine the suggestions came after more than 10 s.
  await expect(plants.first()).toBeVisible({ timeout: 20_000 });
  await expect(plants.first()).toContainText(/Hydrangea/);
  const chosen = await plants.first().innerText();

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/plants\/details\/\d+/);
  // The plant's page: its common name is the option's name or the name under it.
  const heading = screen(page).getByRole('heading', { level: 2 });
  await expect(heading).toContainText(/Hydrangea/);
  expect(chosen).toContain(await heading.innerText());
});

test('issue 18: a query with no results offers "did you mean", which runs that search', async ({ page }) => {
  await openSearch(page);
  await plantSearchBox(page).fill('geranuim');
  await expect(screen(page).getByText('No plants match “geranuim”.')).toBeVisible();
  const meant = screen(page).getByRole('button', { name: /^geranium$/i });
  await expect(meant).toBeVisible();
  await meant.click();
  await expect(plantSearchBox(page)).toHaveValue(/geranium/i);
  const results = searchResults(page);
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(results.getByRole('article').first()).toContainText(/Geranium|Pelargonium/);
});
