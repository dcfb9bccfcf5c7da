import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from '../support/fixtures';
import { violations } from '../support/axe';
import { FAKE_PLANT_ID_KEY, startFakePlantIdService } from '../support/fake-plant-id';
import { screen } from '../support/plant-pages';
import { createGardener, openAs } from '../support/users';
import { plantNetResults, type FakePlantNet } from '../../infra/api/src/harness';

const keySection = (page: Page) => screen(page).getByRole('region', { name: 'Identify by its features' });
const photoSection = (page: Page) => screen(page).getByRole('region', { name: 'Identify by photo' });
const matchCount = (key: Locator) => key.getByRole('status').filter({ hasText: /plants? match/ });

/** Answers one question of the key: unfolds it when folded, then picks the option by its label. */
async function answer(key: Locator, question: string, option: string) {
  const group = key.locator(`details[data-question="${question}"]`);
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  await group.getByRole('radio', { name: new RegExp(`^${option.replace(/[()]/g, '\\$&')} \\(`) }).check();
}

const leafPhoto = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b7a2a' } })
    .jpeg()
    .toBuffer();

test('identify by the key: from plant search, each answer narrows the catalogue live, down to Bigleaf Hydrangea and its details', async ({
  page,
}) => {
  // Six answers, a reload and two accessibility scans: near 30 s on a busy machine.
  test.setTimeout(60_000);
  const gardener = await createGardener();
  await openAs(page, gardener, '/plants/search');
  await screen(page).getByRole('link', { name: 'Identify a plant' }).click();
  await expect(page).toHaveURL(/#\/images/);
  await expect(screen(page).getByRole('heading', { level: 2, name: 'Plant Images' })).toBeVisible();
  const key = keySection(page);
  await expect(key.getByText(/Answered by our identification key/)).toBeVisible();
  await expect(matchCount(key)).toHaveText(/^[\d,]+ plants match\. Answer a question to narrow them\.$/);
  await expect(key.getByRole('list', { name: 'Possible plants' }).getByRole('article').first()).toBeVisible();
  expect.soft(await violations(page), 'identify page').toEqual([]);

  const counts: number[] = [];
  const countNow = async () => Number((await matchCount(key).innerText()).replace(/\D/g, ''));
  counts.push(await countNow());
  for (const [question, option] of [
    ['form', 'Shrub'],
    ['flowerColour', 'Blue'],
    ['leafArrangement', 'Opposite (in pairs)'],
    ['leafShape', 'Oval or elliptic'],
  ] as const) {
    await answer(key, question, option);
    await expect.poll(countNow).toBeLessThan(counts.at(-1)!);
    counts.push(await countNow());
  }
  const candidates = key.getByRole('list', { name: 'Possible plants' });
  await expect(candidates.getByRole('article', { name: 'Bigleaf Hydrangea', exact: true })).toBeVisible();
  expect.soft(await violations(page), 'key answered').toEqual([]);

  // Of the two oval-leaved blue shrubs left, only the hydrangea still flowers in late summer.
  await answer(key, 'floweringSeason', 'Late summer');
  await expect(matchCount(key)).toHaveText('1 plant matches.');
  await expect(candidates.getByRole('article')).toHaveCount(1);
  // The answers are in the address: a reload brings the same key back.
  await page.reload();
  await expect(matchCount(keySection(page))).toHaveText('1 plant matches.');

  await keySection(page)
    .getByRole('list', { name: 'Possible plants' })
    .getByRole('link', { name: 'Bigleaf Hydrangea', exact: true })
    .click();
  await expect(page).toHaveURL(/#\/plants\/details\/\d+/);
  await expect(screen(page).getByRole('heading', { level: 2, name: 'Bigleaf Hydrangea' })).toBeVisible();
});

test('Take a photo asks for the camera first (SPEC §4); closing the Camera Access dialog opens the photo library (SPEC §2.6)', async ({
  page,
}) => {
  const gardener = await createGardener(); // AskForCamera is on for a new gardener
  await openAs(page, gardener, '/images');
  await photoSection(page).getByRole('button', { name: 'Take a photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Camera Access' });
  await expect(dialog).toBeVisible();
  expect.soft(await violations(page), 'camera dialog').toEqual([]);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The library's chooser takes several photos; the camera's (capture) takes one.
  expect((await chooser).isMultiple()).toBe(true);
  await expect(photoSection(page).getByText(/The camera may not be used/)).toBeVisible();
});

test.describe('identify by photo, with a Pl@ntNet-compatible service on 127.0.0.1', () => {
  let service: FakePlantNet;
  test.beforeAll(async () => {
    service = await startFakePlantIdService();
  });
  test.afterAll(async () => {
    await service.close();
  });

  test('a leaf photo goes to the service with the key; its answer is matched to the catalogue and opens the plant', async ({
    page,
  }) => {
    service.answerWith(
      plantNetResults([
        ['Hydrangea macrophylla', 0.91, ['Bigleaf hydrangea']],
        ['Quercus imaginaria', 0.03],
      ]),
    );
    const gardener = await createGardener();
    await openAs(page, gardener, '/images');
    const photo = photoSection(page);
    await expect(photo.getByText(/Answered by a photo identification service/)).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await photo.getByRole('button', { name: 'Choose photos' }).click();
    await (await chooser).setFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: await leafPhoto() });
    await expect(photo.getByRole('list', { name: 'Photos to identify' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await photo.getByLabel('What do the photos show?').selectOption({ label: 'A leaf' });
    await photo.getByRole('button', { name: 'Identify the plant' }).click();
    await expect(photo.getByRole('status')).toHaveText(
      '2 possible plants, found by the photo identification service.',
    );
    const sent = service.received.at(-1)!;
    expect(sent.path).toBe('/v2/identify/all');
    expect(sent.query.get('api-key')).toBe(FAKE_PLANT_ID_KEY);
    expect(sent.organs).toEqual(['leaf']);
    expect(sent.images).toHaveLength(1);

    const results = photo.getByRole('list', { name: 'What the photo service found' });
    await expect(results.getByRole('article')).toHaveCount(2);
    await expect(results.getByRole('article').first()).toContainText('91% likely');
    await expect(results.getByRole('article').nth(1)).toContainText('Not in our catalogue.');
    expect.soft(await violations(page), 'photo results').toEqual([]);

    await results.getByRole('link', { name: 'Bigleaf Hydrangea', exact: true }).click();
    await expect(page).toHaveURL(/#\/plants\/details\/\d+/);
    await expect(screen(page).getByRole('heading', { level: 2, name: 'Bigleaf Hydrangea' })).toBeVisible();
  });
});
