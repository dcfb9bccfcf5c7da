import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The side menu (SPEC §2.4), opened from the header. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

export async function openMainMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(mainMenu(page).getByRole('link').first()).toBeVisible();
  return mainMenu(page);
}

/** The header's toolbar of page actions (SPEC §2.5). */
export const pageActions = (page: Page) => page.getByRole('toolbar', { name: 'Page actions' });

/** The area a remote renders a screen in (below the shell's header). */
export const screen = (page: Page) => page.getByRole('main');

/**
 * The plant search's text box: a combobox (issue 18), whose suggestions list opens as the
 * gardener types.
 */
export const plantSearchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search plants', exact: true });

/** The plant search's results and the "N plants" count that screen readers hear. */
export const searchResults = (page: Page) => page.getByRole('list', { name: 'Search results' });
export const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,]+ plants?$/ });

/** A plant's card in a list of plants, by its common name. */
export const plantCard = (list: Locator, name: string) => list.getByRole('article', { name, exact: true });

/** The number a "N plants" count reads. */
export async function countOf(count: Locator): Promise<number> {
  return Number((await count.innerText()).replace(/\D/g, ''));
}

/** The search-criteria slider's filter form (SPEC §2.6), opened from the header's Filter action. */
export async function openSearchFilters(page: Page): Promise<Locator> {
  await pageActions(page)
    .getByRole('button', { name: /^Filters/ })
    .click();
  const filters = page.getByRole('form', { name: /^Search filters/ });
  await expect(filters).toBeInViewport();
  return filters;
}

/** Ticks choices of one folding filter list of the slider ('Sun': 'Full Sun'). */
export async function chooseFilters(filters: Locator, list: string, choices: string[]): Promise<void> {
  const group = filters.getByRole('group', { name: list, exact: true });
  if (!(await group.isVisible())) await filters.locator('summary', { hasText: list }).click();
  for (const choice of choices) await group.getByRole('checkbox', { name: choice, exact: true }).check();
}

/** The plant id in a details link (`#/plants/details/{id}`). */
export async function plantIdOf(link: Locator): Promise<number> {
  const href = (await link.getAttribute('href')) ?? '';
  const match = /#\/plants\/details\/(\d+)/.exec(href);
  if (!match) throw new Error(`not a plant details link: ${href}`);
  return Number(match[1]);
}

/** From the launch pad's Plant ID & Search, a plant's details by its name. */
export async function openPlantFromSearch(page: Page, text: string, plant: string) {
  await page
    .getByRole('list', { name: 'Garden tools' })
    .getByRole('link', { name: 'Plant ID & Search' })
    .click();
  await plantSearchBox(page).fill(text);
  await plantCard(searchResults(page), plant).getByRole('link', { name: plant }).click();
  await expect(page).toHaveURL(/#\/plants\/details\/\d+/);
  await expect(screen(page).getByRole('heading', { level: 2, name: plant })).toBeVisible();
}

/**
 * A section of a plant's details page, opened when it is folded (issue 17: the sections
 * start folded on a phone, open on a wide screen).
 */
export async function openSection(page: Page, name: string): Promise<Locator> {
  const section = screen(page).getByRole('region', { name, exact: true });
  const toggle = section.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return section;
}
