import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeDeviceLocation } from '@thrive/shared';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { frostDates, setupFakeWeatherApi } from '../testing/fake-weather-api';
import { renderYards } from '../testing/render-yards';
import { yard } from '../testing/fixtures';
import { setupMapLayout } from '../testing/map-layout';
import { STATION_DETAIL_TITLE, STATION_GONE } from './station-detail';
import { NEAR_ME_BUTTON, NONE_NEAR_ME } from './station-near-me';
import { USE_NEAREST_BUTTON } from './nearest-station-hint';

const api = setupFakeYardsApi();
const weather = setupFakeWeatherApi(api.server);
setupMapLayout();

async function weatherSection(carried: Record<string, string> = {}) {
  renderYards('/yards/view/5', { carried });
  const section = await screen.findByRole('region', { name: 'Weather and frost dates' });
  await waitFor(() =>
    expect(within(section).queryByText('Loading the frost dates…')).not.toBeInTheDocument(),
  );
  return section;
}

async function openPicker(carried: Record<string, string> = {}) {
  const user = userEvent.setup();
  const section = await weatherSection(carried);
  await user.click(within(section).getByRole('button', { name: 'Change station' }));
  await within(section).findByRole('group', { name: 'Nearest stations with frost dates' });
  return { user, section };
}

const fact = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling;

describe('the chosen station’s details (GET WeatherStation/{id}/Detail)', () => {
  test('the station chosen in the picker shows where it is, how high, and its frost normals', async () => {
    const { user, section } = await openPicker();
    const about = await within(section).findByRole('region', { name: STATION_DETAIL_TITLE });
    await waitFor(() => expect(fact(about, 'Station')).toHaveTextContent('RALEIGH DURHAM INTL AP, NC'));
    expect(fact(about, 'Distance')).toHaveTextContent('12 miles from the yard');
    expect(fact(about, 'Elevation')).toHaveTextContent('128 m (420 ft)');
    expect(fact(about, 'Last spring frost')).toHaveTextContent(
      'Apr 3 in half of the years; after Mar 20 in 9 years out of 10',
    );
    expect(fact(about, 'First fall frost')).toHaveTextContent(
      'Nov 5 in half of the years; before Nov 19 in 9 years out of 10',
    );
    expect(fact(about, 'Growing season')).toHaveTextContent('215 days in half of the years');
    expect(fact(about, 'Growing degree days')).toHaveTextContent('3,874 a year above 50°F');

    // Another choice, another station's details.
    await user.click(within(section).getByRole('radio', { name: /^DURHAM, NC/ }));
    await waitFor(() => expect(fact(about, 'Station')).toHaveTextContent('DURHAM, NC'));
    expect(weather.detailsAsked).toEqual(['USW00013722', 'USC00312515']);
  });

  test('a station without frost dates says why', async () => {
    api.server.use(
      http.get('/api/WeatherStation/:id/Detail', () =>
        HttpResponse.json({
          StationID: 'USW00013722',
          Name: 'RALEIGH DURHAM INTL AP',
          State: 'NC',
          Latitude: 35.89,
          Longitude: -78.78,
          ElevationM: null,
          Source: '',
          FrostNormals: null,
        }),
      ),
    );
    const { section } = await openPicker();
    const about = await within(section).findByRole('region', { name: STATION_DETAIL_TITLE });
    expect(await within(about).findByText('This station has no frost-date normals.')).toBeInTheDocument();
    expect(within(about).queryByText('Elevation')).not.toBeInTheDocument();
  });

  test('an unknown station says so; a failed load offers to try again', async () => {
    weather.frostDates = frostDates({ StationID: 'USW00099999' });
    const first = await openPicker();
    const about = await within(first.section).findByRole('region', { name: STATION_DETAIL_TITLE });
    expect(await within(about).findByText(STATION_GONE)).toBeInTheDocument();

    api.server.use(
      http.get('/api/WeatherStation/:id/Detail', () =>
        HttpResponse.json({ message: 'Resting.' }, { status: 500 }),
      ),
    );
    await first.user.click(within(first.section).getByRole('radio', { name: /^DURHAM, NC/ }));
    expect(await within(about).findByRole('alert')).toHaveTextContent('Resting.');
    expect(within(about).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the station nearest to the gardener (GET WeatherStation/0/FindNearestStation/)', () => {
  test('with the device’s location known, it chooses the nearest station to it, to be saved', async () => {
    storeDeviceLocation({ lat: 36.0, lon: -78.9 });
    const { user, section } = await openPicker();
    await user.click(within(section).getByRole('button', { name: NEAR_ME_BUTTON }));
    expect(
      await within(section).findByText('DURHAM, NC is chosen: 1.3 miles from where you are.'),
    ).toBeInTheDocument();
    expect(weather.pointsAsked).toEqual([{ lat: '36', lng: '-78.9' }]);
    expect(within(section).getByRole('radio', { name: /^DURHAM, NC/ })).toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Use this station' }));
    await waitFor(() => expect(weather.chosen).toEqual([{ StationID: 'USC00312515' }]));
  });

  test('the carried lat and lon of the mobile app are where the gardener is', async () => {
    const { user, section } = await openPicker({ lat: '35.5', lon: '-78.2' });
    await user.click(within(section).getByRole('button', { name: NEAR_ME_BUTTON }));
    await waitFor(() => expect(weather.pointsAsked).toEqual([{ lat: '35.5', lng: '-78.2' }]));
  });

  test('no station near where the gardener is: it says so', async () => {
    weather.nearestToPoint = null;
    storeDeviceLocation({ lat: 36.0, lon: -78.9 });
    const { user, section } = await openPicker();
    await user.click(within(section).getByRole('button', { name: NEAR_ME_BUTTON }));
    expect(await within(section).findByText(NONE_NEAR_ME)).toBeInTheDocument();
  });

  test('a denied location (0,0) is no location: the button is not there', async () => {
    storeDeviceLocation({ lat: 0, lon: 0 });
    const { section } = await openPicker();
    expect(within(section).queryByRole('button', { name: NEAR_ME_BUTTON })).not.toBeInTheDocument();
  });
});

describe('the nearest station to a saved yard (GET WeatherStation/{yardId}/NearestStation)', () => {
  test('a station chosen by hand shows the nearest one and a way back to it', async () => {
    weather.frostDates = frostDates({ StationID: 'USC00312515', StationName: 'DURHAM', StationChosen: true });
    const user = userEvent.setup();
    const section = await weatherSection();
    expect(
      await within(section).findByText(
        'The nearest station with frost dates is RALEIGH DURHAM INTL AP, NC, 9.8 miles from the yard.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: USE_NEAREST_BUTTON }));
    await waitFor(() => expect(weather.chosen).toEqual([{ StationID: 'USW00013722' }]));
    expect(
      await within(section).findByText(/The frost dates now come from RALEIGH DURHAM INTL AP/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change station' })).toHaveFocus();
  });

  test('nothing when the yard uses the nearest station by default', async () => {
    const first = await weatherSection();
    await waitFor(() => expect(within(first).getByText('Weather station')).toBeInTheDocument());
    expect(within(first).queryByRole('button', { name: USE_NEAREST_BUTTON })).not.toBeInTheDocument();
  });

  test('a yard whose chosen station is the nearest has no hint', async () => {
    weather.frostDates = frostDates({ StationChosen: true });
    const section = await weatherSection();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(section).queryByRole('button', { name: USE_NEAREST_BUTTON })).not.toBeInTheDocument();
  });

  test('a yard without a location (404) has no hint', async () => {
    weather.frostDates = frostDates({ StationID: 'USC00312515', StationChosen: true });
    weather.nearestToYard = null;
    api.data.yards = [yard({ Latitude: null, Longitude: null })];
    const section = await weatherSection();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(section).queryByRole('button', { name: USE_NEAREST_BUTTON })).not.toBeInTheDocument();
  });
});
