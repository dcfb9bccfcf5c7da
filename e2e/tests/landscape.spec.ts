import { test, expect } from '../support/fixtures';
import sharp from 'sharp';
import { violations } from '../support/axe';
import { createYardWithZone, gardenApi } from '../support/garden-api';
import { screen } from '../support/plant-pages';
import { createGardener, openAs } from '../support/users';

test('landscape: a style found by its name, a 12 ft by 4 ft bed designed from it with live figures, its plants changed, the plan and materials, and the plants copied into a zone', async ({
  page,
  request,
}) => {
  // A long journey with three accessibility scans: over 30 s on a busy machine.
  test.setTimeout(60_000);
  const gardener = await createGardener();
  const { zoneId } = await createYardWithZone(
    await gardenApi(request, gardener),
    { name: 'Front yard', zip: '10001', hardinessZone: '7b' },
    { name: 'Sunny border', sun: 'Full Sun', water: 'Medium' },
  );
  await openAs(page, gardener, '/styles');
  const main = screen(page);
  await expect(main.getByRole('heading', { level: 2, name: 'Landscape styles' })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();
  expect.soft(await violations(page), 'styles').toEqual([]);

  await main.getByLabel('Search styles').fill('cottage');
  const cottage = main.getByRole('article', { name: 'Cottage Garden' });
  await expect(cottage).toBeVisible();
  await cottage.getByRole('link', { name: 'Cottage Garden' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Cottage Garden' })).toBeVisible();
  await expect(main.getByRole('img', { name: /Planting plan of Cottage Garden/ }).first()).toBeVisible();
  expect.soft(await violations(page), 'style').toEqual([]);

  await main.getByRole('link', { name: 'Design a bed in this style' }).click();
  await main.getByLabel('Design name').fill('Front walk bed');
  await main.getByLabel('Length (ft)', { exact: true }).fill('12');
  await main.getByLabel('Width (ft)', { exact: true }).fill('4');
  await main.getByLabel('Soil depth', { exact: true }).fill('6');
  await main.getByLabel('Mulch depth', { exact: true }).fill('3');
  await main.getByLabel('Soil needed').check();
  await main.getByLabel('Mulch needed').check();
  await main.getByLabel('Average plant spacing').fill('12');
  // SPEC §5 Design geometry, computed as the gardener types.
  const figures = main.getByTestId('design-figures');
  await expect(figures).toContainText('48 sq ft 0 sq in');
  await expect(figures).toContainText('24 cu ft');
  await expect(figures).toContainText('12 cu ft');
  await expect(figures).toContainText('48');
  expect.soft(await violations(page), 'new design').toEqual([]);
  await main.getByRole('button', { name: 'Create design' }).click();
  await expect(page).toHaveURL(/#\/styles\/designs\/\d+/);

  // The style's palette came with it; one plant goes (link kind 39).
  const plants = main.getByRole('list', { name: 'Plants in this design' });
  await expect(plants.getByRole('listitem').first()).toBeVisible();
  const before = await plants.getByRole('listitem').count();
  await plants
    .getByRole('button', { name: /^Remove .* from the design$/ })
    .first()
    .click();
  await expect(plants.getByRole('listitem')).toHaveCount(before - 1);

  await main.getByRole('link', { name: 'Plan and materials' }).click();
  await expect(main.getByRole('heading', { name: 'Bed layout' })).toBeVisible();
  const materials = main.getByRole('table', { name: 'Materials to buy' });
  await expect(materials).toContainText('Soil');
  await expect(materials).toContainText('Mulch');
  // Partner products matched to the list: compost and mulch suit the perennials in the bed.
  const products = main.getByRole('region', { name: 'Products for this bed' });
  await expect(products).toContainText('Screened Garden Compost');
  await expect(products).toContainText('Shredded Hardwood Mulch');
  expect.soft(await violations(page), 'plan').toEqual([]);
  await page.goBack();

  const copy = main.getByRole('region', { name: 'Copy plants to a zone' });
  await copy.getByLabel('Zone').selectOption({ label: 'Front yard – Sunny border' });
  await copy.getByRole('button', { name: 'Copy plants' }).click();
  await expect(copy.getByRole('status')).toContainText('added to Sunny border');
  await copy.getByRole('link', { name: 'View Sunny border' }).click();
  await expect(page).toHaveURL(new RegExp(`#/zones/view/${zoneId}`));
  await expect(main.getByRole('heading', { name: 'Sunny border' })).toBeVisible();

  // The copied plants are in the zone with their thrive scores. The Cottage palette is checked
  // to score good in full sun, medium water and zones 4a to 8b: in this 7b bed every one does.
  const zonePlants = main.getByRole('region', { name: 'Plants' });
  await expect(zonePlants.getByRole('listitem')).toHaveCount(before - 1);
  const scores = zonePlants.getByRole('button', { name: /^Overall for / });
  await expect(scores).toHaveCount(before - 1);
  for (const name of await scores.evaluateAll((icons) =>
    icons.map((icon) => icon.getAttribute('aria-label')),
  ))
    expect(name).toMatch(/: Good$/);
});

test('SPEC §6 AccessLandscaping: without it there is no Landscape Design tile and the area is closed', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await openAs(page, gardener, '/core');
  await expect(page.getByRole('list', { name: 'Garden tools' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Landscape Design' })).toHaveCount(0);
  await openAs(page, gardener, '/styles');
  await expect(
    screen(page).getByText('Landscape Design is not part of your Thrive Garden plan.'),
  ).toBeVisible();
});

test("a design's photo, shown with its style, appears on the style's page for another gardener (image type 3)", async ({
  page,
  request,
}) => {
  const [gardener, neighbour] = [await createGardener(), await createGardener()];
  const api = await gardenApi(request, gardener);
  const styles = await api.call<{ Items: { Id: number; Name: string }[] }>(
    'GET',
    '/LandscapeStyles/0/Search/?k=rain',
  );
  const rainGarden = styles.Items.find((style) => style.Name === 'Rain Garden')!;
  const bedName = `Downspout bed ${gardener.email.split('@')[0]}`;
  const { Id: designId } = await api.call<{ Id: number }>(
    'POST',
    `/LandscapeDesign/${rainGarden.Id}/User/0/`,
    {
      Name: bedName,
    },
  );
  await openAs(page, gardener, `/styles/designs/${designId}`);
  const main = screen(page);
  const photos = main.getByRole('region', { name: 'Photos of this bed' });
  await expect(photos.getByText('No photos yet. Add some as the bed grows.')).toBeVisible();
  await photos.getByLabel(/Show the photos I add on the Rain Garden page/).check();
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Add photos of the bed' }).click();
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b7a2a' } })
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: 'bed.jpg', mimeType: 'image/jpeg', buffer });
  await expect(photos.getByRole('progressbar', { name: 'bed.jpg' })).toHaveAttribute(
    'aria-valuetext',
    'Done',
  );
  await expect(photos.getByRole('list', { name: 'Photos of this bed' }).getByRole('listitem')).toHaveCount(1);
  await expect(photos.getByRole('checkbox', { name: 'On the Rain Garden page', exact: true })).toBeChecked();
  expect.soft(await violations(page), 'design photos').toEqual([]);

  await openAs(page, neighbour, `/styles/${rainGarden.Id}`);
  await expect(
    screen(page).getByRole('img', { name: `${bedName}, a bed in the Rain Garden style` }),
  ).toBeVisible();
});
