import type { YardWeather } from '@thrive/shared/contracts';
import { test, expect } from '../support/fixtures';
import { setFakeWeather } from '../support/fake-weather';
import { gardenApi } from '../support/garden-api';
import { plantedRaleighBed } from '../support/task-pages';
import { createGardener, openAs } from '../support/users';

test.afterEach(async () => {
  await setFakeWeather('none');
});

test('weather (issue 35): a new yard gets its weather within a minute, and its page shows the next days’ forecast and the last week’s rain beside the station’s normals', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setFakeWeather('rain');
  const gardener = await createGardener({ noDefaultFlags: true });
  const api = await gardenApi(request, gardener);
  const { yardId } = await plantedRaleighBed(api, ['Solanum lycopersicum']);

  // Asked for in the background: the quick run for new yards comes every 30 seconds.
  await expect
    .poll(async () => (await api.call<YardWeather>('GET', `yard/${yardId}/Weather`)).Status, {
      timeout: 75_000,
      intervals: [1_000],
    })
    .toBe('ready');

  await openAs(page, gardener, `/yards/view/${yardId}`);
  const main = page.getByRole('main');
  const forecast = main.getByRole('table', { name: 'The next days' });
  await expect(forecast).toBeVisible();
  // Highs of 37 °C from tomorrow, in the units the page shows.
  await expect(forecast).toContainText('99 °F');
  // 18 mm over the last day.
  await expect(main.getByText(/^Rain in the last 7 days/)).toHaveText('Rain in the last 7 days: 0.7 in');
  await expect(main.getByText(/^Weather updated/)).toBeVisible();
  // Beside the normals of the yard's station.
  await expect(main.getByText(/RALEIGH STATE UNIV/).first()).toBeVisible();
});
