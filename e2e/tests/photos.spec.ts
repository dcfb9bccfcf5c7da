import type { Locator, Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { test, expect } from '../support/fixtures';
import { violations } from '../support/axe';
import { openPlantFromSearch, pageActions, screen } from '../support/plant-pages';
import { createGardener, openAs, signInPath } from '../support/users';

/** A camera-sized JPEG made by the test (never a file in the repo), with a GPS position in its EXIF. */
async function photo(name: string, colour: string, width = 1600, height = 1200) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 28/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 12/1 0/1',
      },
    })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Chooses files through the picker's button, as a gardener does with the system's chooser. */
async function choosePhotos(page: Page, button: Locator, files: Awaited<ReturnType<typeof photo>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

test('My Gallery: three photos upload one at a time with progress, show as a list and a grid, rotate and delete (SPEC §2.7, §4 Upload status)', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await openAs(page, gardener, '/users/gallery');
  const gallery = screen(page);
  await expect(gallery.getByRole('heading', { level: 2, name: 'My Gallery' })).toBeVisible();
  await expect(gallery.getByText('No photos yet', { exact: false }).first()).toBeVisible();
  expect.soft(await violations(page), 'empty gallery').toEqual([]);

  await choosePhotos(page, gallery.getByRole('button', { name: 'Add photos' }).first(), [
    await photo('roses.jpg', '#c0392b'),
    await photo('ferns.jpg', '#2e7d32', 1200, 1600),
    await photo('iris.jpg', '#6a1b9a'),
  ]);
  // SPEC §4: each file waits, uploads with progress, then is done.
  const queue = gallery.getByRole('list', { name: 'Photo uploads' });
  for (const name of ['roses.jpg', 'ferns.jpg', 'iris.jpg'])
    await expect(queue.getByRole('progressbar', { name })).toHaveAttribute('aria-valuetext', 'Done');
  await expect(gallery.getByRole('heading', { name: '3 photos' })).toBeVisible();

  // SPEC §2.7: the list shows where and when (MM/dd/yyyy hh:mm a); the grid three a row.
  const photos = gallery.getByRole('list', { name: 'Photos in All photos' });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  await expect(photos.getByRole('listitem').first()).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)/);
  expect.soft(await violations(page), 'gallery list').toEqual([]);
  await pageActions(page).getByRole('button', { name: 'Grid view' }).click();
  await expect(photos).toHaveAttribute('data-view', 'grid');
  expect.soft(await violations(page), 'gallery grid').toEqual([]);
  await pageActions(page).getByRole('button', { name: 'List view' }).click();
  await expect(photos).toHaveAttribute('data-view', 'list');

  // The served files carry no EXIF: the GPS position stays on the server as data.
  const firstPicture = photos.getByRole('listitem').first().getByRole('img').first();
  const served = await page.request.get(new URL((await firstPicture.getAttribute('src'))!, page.url()).href);
  expect(served.ok()).toBe(true);
  expect(await exifr.gps(Buffer.from(await served.body())).catch(() => undefined)).toBeFalsy();

  // Tap to edit: rotate turns the newest photo (the iris, landscape) to portrait.
  await photos
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  const dialog = page.getByRole('dialog').first();
  const dialogPicture = dialog.getByRole('img').first();
  const before = await dialogPicture.getAttribute('src');
  expect.soft(await violations(page), 'photo dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Rotate' }).click();
  await expect(dialogPicture).not.toHaveAttribute('src', before!);
  await expect
    .poll(() => dialogPicture.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth))
    .toBe(true);

  // Delete asks first (destruction needs a confirmation), then the photo is gone.
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete photo' }).click();
  await expect(gallery.getByRole('heading', { name: '2 photos' })).toBeVisible();
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(screen(page).getByRole('heading', { name: '2 photos' })).toBeVisible();
});

test('Suggestions & Feedback: a photo goes with the suggestion (SPEC §3 Suggestion form)', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await openAs(page, gardener, '/help/feedback');
  const form = screen(page).getByRole('form', { name: 'Your suggestion' });
  await form.getByLabel('Subject').fill('Aphids on my roses');
  await form.getByLabel('Your suggestion').fill('Here is what they look like.');
  await choosePhotos(page, screen(page).getByRole('button', { name: 'Add photos' }), [
    await photo('aphids.jpg', '#8bc34a'),
  ]);
  // Once uploaded, the photo is attached: a thumbnail that can be taken off again.
  await expect(
    screen(page)
      .getByRole('list', { name: 'Attached photos' })
      .getByRole('img', { name: 'Attached photo 1' }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! Your suggestion was sent.').first()).toBeVisible();
});

test('plant details: the gardener adds a photo of the plant, and it is in the carousel after a reload (SPEC §2.6, §4 image widget states)', async ({
  page,
}) => {
  const gardener = await createGardener({ noDefaultFlags: true });
  await page.goto(signInPath(gardener));
  await openPlantFromSearch(page, 'coneflower', 'Purple Coneflower');
  const details = screen(page);
  // No photo yet: the plant's drawing (issue 17), with the add-photo button.
  await expect(details.getByRole('img', { name: 'Drawing of Purple Coneflower' })).toBeVisible();
  const add = details.getByRole('button', { name: 'Add photo' });
  await expect(add).toBeEnabled();
  await choosePhotos(page, add, [await photo('coneflower.jpg', '#d81b60')]);
  const carousel = details.getByRole('region', { name: 'Photos of Purple Coneflower' });
  await expect(carousel.getByRole('img', { name: 'Purple Coneflower, photo 1 of 1' })).toBeVisible();
  await page.reload();
  await expect(
    screen(page)
      .getByRole('region', { name: 'Photos of Purple Coneflower' })
      .getByRole('img', { name: 'Purple Coneflower, photo 1 of 1' }),
  ).toBeVisible();
});
