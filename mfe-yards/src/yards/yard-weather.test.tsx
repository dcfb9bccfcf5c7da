import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { setupFakeWeatherApi, yardWeather, zoneFrostDates } from '../testing/fake-weather-api';
import { renderYards } from '../testing/render-yards';
import { yard } from '../testing/fixtures';
import { setupMapLayout } from '../testing/map-layout';

const api = setupFakeYardsApi();
const weather = setupFakeWeatherApi(api.server);
setupMapLayout();

async function weatherSection() {
  renderYards('/yards/view/5?key=k3y', { carried: { key: 'k3y' } });
  const section = await screen.findByRole('region', { name: 'Weather and frost dates' });
  await waitFor(() =>
    expect(within(section).queryByText('Loading the frost dates…')).not.toBeInTheDocument(),
  );
  return section;
}

/** The value beside a term of the facts list. */
const fact = (section: HTMLElement, term: string) => within(section).getByText(term).nextElementSibling;

describe("the yard's weather and frost dates", () => {
  test('shows the station, its distance and its frost dates as month and day', async () => {
    const section = await weatherSection();
    expect(fact(section, 'Weather station')).toHaveTextContent('RALEIGH DURHAM INTL AP, NC (the nearest)');
    expect(fact(section, 'Distance')).toHaveTextContent('9.8 miles from the yard');
    expect(fact(section, 'Last spring frost')).toHaveTextContent('Apr 3');
    expect(fact(section, 'First fall frost')).toHaveTextContent('Nov 5');
    expect(fact(section, 'Dates from')).toHaveTextContent('The weather station’s NOAA normals');
    expect(within(section).getByText(weather.frostDates.Explanation)).toBeInTheDocument();
    expect(within(section).getByText(weather.frostDates.Attribution)).toBeInTheDocument();
  });

  test('the next days and the last week of rain, in °F and inches, beside the normals', async () => {
    const section = await weatherSection();
    const table = await within(section).findByRole('table', { name: 'The next days' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day', 'High', 'Low', 'Rain'],
      ['Wed, Jul 15', '88 °F', '72 °F', '0 in'],
      ['Thu, Jul 16', '99 °F', '–', 'a trace'],
    ]);
    expect(within(section).getByText(/Rain in the last 7 days/)).toHaveTextContent(
      'Rain in the last 7 days: 0.7 in',
    );
    expect(within(section).getByText(/^Weather updated/)).toBeInTheDocument();
    expect(within(section).queryByText(/could not be reached/)).not.toBeInTheDocument();
  });

  test('a report kept while the service has since failed is shown, with when it could not be reached', async () => {
    weather.yardWeather = yardWeather({ LastFailedAt: '2026-07-15T19:00:00.000Z' });
    const section = await weatherSection();
    expect(await within(section).findByRole('table', { name: 'The next days' })).toBeInTheDocument();
    expect(within(section).getByText(/^The weather service could not be reached Jul 15/)).toHaveTextContent(
      'this is the last report it gave',
    );
  });

  test('before the first report, or where the service has none, it says watering follows the normals; a server without one shows nothing', async () => {
    weather.yardWeather = yardWeather({ Status: 'pending', UpdatedAt: null, PastDays: [], Forecast: [] });
    let section = await weatherSection();
    expect(await within(section).findByText(/within a minute/)).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    cleanup();

    weather.yardWeather = yardWeather({ Status: 'uncovered', UpdatedAt: null, PastDays: [], Forecast: [] });
    section = await weatherSection();
    expect(await within(section).findByText(/has no forecast for this place/)).toBeInTheDocument();
    cleanup();

    weather.yardWeather = yardWeather({
      Status: 'unreachable',
      UpdatedAt: null,
      LastFailedAt: '2026-07-15T13:30:00.000Z',
      PastDays: [],
      Forecast: [],
    });
    section = await weatherSection();
    expect(await within(section).findByText(/could not be reached \(last tried Jul 15/)).toHaveTextContent(
      'follows the station’s normals until it answers',
    );
    cleanup();

    weather.yardWeather = yardWeather({ Status: 'off', UpdatedAt: null, PastDays: [], Forecast: [] });
    section = await weatherSection();
    await waitFor(() => expect(within(section).queryByText('Loading the forecast…')).not.toBeInTheDocument());
    expect(within(section).queryByText(/normals\./)).not.toBeInTheDocument();
    expect(within(section).queryByText(/Rain in the last 7 days/)).not.toBeInTheDocument();
  });

  test('without a station that gives dates, they come from the hardiness zone', async () => {
    weather.frostDates = zoneFrostDates();
    const section = await weatherSection();
    expect(within(section).queryByText('Weather station')).not.toBeInTheDocument();
    expect(fact(section, 'Last spring frost')).toHaveTextContent('Apr 5');
    expect(fact(section, 'First fall frost')).toHaveTextContent('Oct 25');
    expect(fact(section, 'Dates from')).toHaveTextContent('Hardiness zone 7b');
    expect(within(section).getByText(/typical of zone 7b/)).toBeInTheDocument();
  });

  test('a frost-free place says so', async () => {
    weather.frostDates = { ...weather.frostDates, FrostFree: true };
    const section = await weatherSection();
    expect(within(section).getByText(/No freeze is expected here in most years/)).toBeInTheDocument();
  });

  test('Change station lists the 10 nearest stations, the current one chosen, beside the map', async () => {
    const user = userEvent.setup();
    const section = await weatherSection();
    await user.click(within(section).getByRole('button', { name: 'Change station' }));
    const list = await within(section).findByRole('group', { name: 'Nearest stations with frost dates' });
    const radios = within(list).getAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(radios[0]).toHaveAccessibleName('RALEIGH STATE UNIV, NC, 4.2 miles');
    expect(within(list).getByRole('radio', { name: /^RALEIGH DURHAM INTL AP, NC/ })).toBeChecked();
    expect(within(list).queryByRole('radio', { name: /CHARLOTTE|CAPE HATTERAS/ })).not.toBeInTheDocument();
    expect(await within(section).findByRole('region', { name: 'Weather station map' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Use this station' })).toBeDisabled();
  });

  test('choosing a station sends its StationID and shows the new frost dates', async () => {
    const user = userEvent.setup();
    const section = await weatherSection();
    await user.click(within(section).getByRole('button', { name: 'Change station' }));
    await user.click(await within(section).findByRole('radio', { name: /^DURHAM, NC/ }));
    await user.click(within(section).getByRole('button', { name: 'Use this station' }));

    await waitFor(() => expect(weather.chosen).toEqual([{ StationID: 'USC00312515' }]));
    await waitFor(() => expect(fact(section, 'Last spring frost')).toHaveTextContent('Mar 30'));
    expect(fact(section, 'First fall frost')).toHaveTextContent('Nov 9');
    expect(fact(section, 'Weather station')).toHaveTextContent('DURHAM, NC (chosen by you)');
    expect(within(section).getByText(/The frost dates now come from DURHAM/)).toBeInTheDocument();
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change station' })).toHaveFocus();
  });

  test('the map and the list share the choice: a station clicked on the map is the one saved', async () => {
    const user = userEvent.setup();
    const section = await weatherSection();
    await user.click(within(section).getByRole('button', { name: 'Change station' }));
    const map = await within(section).findByRole('region', { name: 'Weather station map' });
    expect(
      within(map).getByRole('button', { name: 'RALEIGH DURHAM INTL AP, NC (selected)' }),
    ).toBeInTheDocument();

    // Choosing in the list zooms the map to Durham, where Goldsboro is a marker of its own.
    await user.click(within(section).getByRole('radio', { name: /^DURHAM, NC/ }));
    expect(within(map).getByRole('status')).toHaveTextContent('Selected station: DURHAM, NC');
    await user.click(within(map).getByRole('button', { name: 'GOLDSBORO, NC' }));
    expect(within(map).getByRole('status')).toHaveTextContent('Selected station: GOLDSBORO, NC');
    expect(within(section).getByRole('radio', { name: /^GOLDSBORO, NC/ })).toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Use this station' }));
    await waitFor(() => expect(weather.chosen).toEqual([{ StationID: 'USC00313638' }]));
    await waitFor(() =>
      expect(fact(section, 'Weather station')).toHaveTextContent('GOLDSBORO, NC (chosen by you)'),
    );
  });

  test('a station list that fails to load toasts SPEC §8’s message', async () => {
    weather.stations = 'error';
    const user = userEvent.setup();
    const section = await weatherSection();
    await user.click(within(section).getByRole('button', { name: 'Change station' }));
    expect(await screen.findByText('An error has occurred while contacting server.')).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('The station list is unavailable.');
    expect(within(section).queryByRole('button', { name: 'Use this station' })).not.toBeInTheDocument();
  });

  test('with no stations imported it says the dates come from the hardiness zone', async () => {
    weather.stations = [];
    weather.frostDates = zoneFrostDates();
    const user = userEvent.setup();
    const section = await weatherSection();
    await user.click(within(section).getByRole('button', { name: 'Change station' }));
    expect(
      await within(section).findByText(
        'The NOAA station tables are not imported, so the frost dates come from the yard’s hardiness zone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Close' }));
    expect(within(section).queryByText(/NOAA station tables/)).not.toBeInTheDocument();
  });

  test('a yard without coordinates has no nearest stations to list, only the map', async () => {
    api.data.yards = [yard({ Latitude: null, Longitude: null })];
    const user = userEvent.setup();
    const section = await weatherSection();
    await user.click(within(section).getByRole('button', { name: 'Change station' }));
    expect(
      await within(section).findByText(
        'Set the yard’s address or ZIP code to list the stations nearest to it.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('radio')).not.toBeInTheDocument();
  });
});
