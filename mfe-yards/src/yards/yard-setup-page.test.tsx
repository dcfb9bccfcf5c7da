import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupFakeYardsApi } from '../testing/fake-yards-api';
import { raleighPlace, setupFakeWeatherApi } from '../testing/fake-weather-api';
import { yard } from '../testing/fixtures';
import { renderYards } from '../testing/render-yards';

const api = setupFakeYardsApi();
// Screens of this file end on the yard view, which shows the yard's frost dates too.
const weather = setupFakeWeatherApi(api.server);
const location = () => screen.getByTestId('location');
const field = (name: string) => screen.getByRole('textbox', { name });

describe('setting up a yard (SPEC §2.3 yards/setup)', () => {
  test('a valid yard is saved and the gardener goes to its view, carrying the parameters', async () => {
    const user = userEvent.setup();
    renderYards('/yards/setup?key=k3y', { carried: { key: 'k3y' } });
    await user.type(field('Yard name'), 'Back garden');
    await user.type(field('ZIP code'), '27601');
    await user.click(screen.getByRole('button', { name: 'Set up yard' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards/view/77?key=k3y'));
    expect(api.changes()).toEqual([
      { method: 'POST', path: 'users/42/yard', body: { Id: 0, Name: 'Back garden', PostalCode: '27601' } },
    ]);
    expect(await screen.findByText('Back garden is set up.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Back garden' })).toBeInTheDocument();
  });

  test("a 400 shows the server's message next to the field and in a toast, and keeps the input", async () => {
    const message = 'We could not find the ZIP code 99999.';
    api.server.use(
      http.post('/api/users/:uid/yard', () =>
        HttpResponse.json({ message, fields: { 'body.PostalCode': message } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.type(field('Yard name'), 'Back garden');
    await user.type(field('ZIP code'), '99999');
    await user.click(screen.getByRole('button', { name: 'Set up yard' }));
    await waitFor(() =>
      expect(field('ZIP code')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ZIP code')).toHaveValue('99999');
    expect(field('Yard name')).toHaveValue('Back garden');
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(location()).toHaveTextContent('/yards/setup');
  });

  test('the contract rules are checked before anything is sent: a name and a ZIP code or address', async () => {
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.click(screen.getByRole('button', { name: 'Set up yard' }));
    expect(field('Yard name')).toHaveAccessibleDescription('Please enter a name for your yard.');
    expect(field('ZIP code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a ZIP code or an address for your yard.'),
    );
    expect(api.changes()).toEqual([]);
  });

  test("issue: a field's message goes as soon as the field is right, and changes while it is wrong in another way", async () => {
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.click(screen.getByRole('button', { name: 'Set up yard' }));
    expect(field('Yard name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Yard name'), 'Back garden');
    expect(field('Yard name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please enter a name for your yard.')).not.toBeInTheDocument();
    // Still wrong, in another way: the message says so.
    await user.type(field('ZIP code'), '276');
    expect(field('ZIP code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a 5-digit ZIP code.'),
    );
    await user.type(field('ZIP code'), '01');
    expect(field('ZIP code')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter a 5-digit ZIP code.')).not.toBeInTheDocument();
    expect(api.changes()).toEqual([]);
  });

  test('an address puts right the missing ZIP code or address (the rule spans both fields)', async () => {
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.type(field('Yard name'), 'Back garden');
    await user.click(screen.getByRole('button', { name: 'Set up yard' }));
    expect(screen.getByText('Enter a ZIP code or an address for your yard.')).toBeInTheDocument();
    await user.type(field('Address'), '1 Main St, Raleigh, NC');
    expect(screen.queryByText('Enter a ZIP code or an address for your yard.')).not.toBeInTheDocument();
    expect(field('ZIP code')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("a server's message on a field goes when that field is changed", async () => {
    const message = 'We could not find the ZIP code 99999.';
    api.server.use(
      http.post('/api/users/:uid/yard', () =>
        HttpResponse.json({ message, fields: { 'body.PostalCode': message } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.type(field('Yard name'), 'Back garden');
    await user.type(field('ZIP code'), '99999');
    await user.click(screen.getByRole('button', { name: 'Set up yard' }));
    await waitFor(() => expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(field('ZIP code'));
    await user.type(field('ZIP code'), '27601');
    expect(field('ZIP code')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('editing shows what the server found and sends a hardiness zone chosen by hand', async () => {
    const user = userEvent.setup();
    renderYards('/yards/edit/5');
    expect(await screen.findByRole('heading', { name: 'Edit Front yard' })).toBeInTheDocument();
    expect(screen.getByText('Raleigh, NC 27601')).toBeInTheDocument();
    expect(screen.getByText('35.7700, -78.6300')).toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Hardiness zone' });
    expect(zone).toHaveDisplayValue("Use my ZIP code's zone");
    await screen.findByRole('option', { name: '7b' });
    expect(screen.getByText('7b (from your ZIP code)')).toBeInTheDocument();
    await user.selectOptions(zone, '8a');
    await user.click(screen.getByRole('button', { name: 'Save yard' }));
    await waitFor(() => expect(location()).toHaveTextContent('/yards/view/5'));
    expect(api.changes()[0]?.body).toEqual({
      Id: 5,
      Name: 'Front yard',
      PostalCode: '27601',
      HardinessZoneId: 15,
    });
  });

  test('a yard whose zone was chosen by hand starts with that zone selected', async () => {
    api.data.yards = [yard({ HardinessZoneId: 13, HardinessZoneManual: true })];
    renderYards('/yards/setup?id=5');
    await screen.findByRole('option', { name: '7a' });
    expect(screen.getByRole('combobox', { name: 'Hardiness zone' })).toHaveDisplayValue('7a');
    expect(screen.getByText('7a (chosen by you)')).toBeInTheDocument();
  });

  test('the ZIP code being typed shows its town, hardiness zone and nearest station, and the zone choice names that zone', async () => {
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.type(field('ZIP code'), '2760');
    await user.type(field('ZIP code'), '1');
    expect(
      await screen.findByText(
        'Raleigh, NC: hardiness zone 8a (winter lows 10 to 15 °F). Nearest weather station: RALEIGH STATE UNIV (3 mi).',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: 'Hardiness zone' })).toHaveDisplayValue(
      "Use my ZIP code's zone (8a)",
    );
    // Looked up once typing settled, not at every key; nothing is saved by looking.
    expect(weather.placesAsked).toEqual(['27601']);
    expect(api.changes()).toEqual([]);
  });

  test('a ZIP code the server does not know is said so, and the zone choice names no zone', async () => {
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.type(field('ZIP code'), '00000');
    expect(
      await screen.findByText(
        'We could not find ZIP code 00000. Check it, or choose your hardiness zone by hand.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hardiness zone' })).toHaveDisplayValue(
      "Use my ZIP code's zone",
    );
  });

  test('a ZIP code outside the hardiness table asks for the zone by hand', async () => {
    weather.places['99501'] = raleighPlace({
      City: 'Anchorage',
      State: 'AK',
      HardinessZoneId: 0,
      HardinessZone: '',
    });
    const user = userEvent.setup();
    renderYards('/yards/setup');
    await user.type(field('ZIP code'), '99501');
    expect(
      await screen.findByText(
        /^Anchorage, AK: no hardiness zone is known for this ZIP code: choose yours below\./,
      ),
    ).toBeInTheDocument();
  });
});
