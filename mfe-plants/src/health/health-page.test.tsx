import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_TYPES, PLANT_HEALTH_MESSAGES, PLANT_SYMPTOMS } from '@thrive/shared/contracts';
import { photoFile } from '@thrive/shared/testing';
import { overWateredAnswer, setupFakeHealthApi } from '../testing/fake-health-api';
import { renderPlants } from '../testing/render-plants';
import { METHOD_TEXT } from './health-results';

const api = setupFakeHealthApi();

beforeEach(() => {
  // jsdom decodes no images: compression fails and compressPhoto says it sends the original.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const form = () => screen.findByRole('form', { name: 'What is wrong with your plant?' });
const check = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Check' }));

describe('plant health check (images/health, SPEC §7 RunHealthAssessment)', () => {
  test('?pz= preselects the plant; ticking yellowing leaves and Check shows the causes, likely first, with why, what to do, the facts and who answered, and announces them', async () => {
    const user = userEvent.setup();
    renderPlants('/images/health?pz=501');
    const plant = within(await form()).getByRole('combobox', { name: /Plant/ });
    expect(plant).toHaveValue('501');
    expect(plant).toHaveDisplayValue('Lavender (Bog)');
    expect(screen.queryByRole('combobox', { name: 'Which zone is it in?' })).not.toBeInTheDocument();

    const yellowing = screen.getByRole('checkbox', { name: 'Yellowing leaves' });
    expect(yellowing).toHaveAccessibleDescription('Leaves turn pale or yellow');
    expect(screen.getAllByRole('checkbox')).toHaveLength(PLANT_SYMPTOMS.length);
    await user.click(yellowing);
    await check(user);

    expect(
      await screen.findByText('Found 2 possible causes for Lavender, 1 of them likely.'),
    ).toHaveAttribute('role', 'status');
    expect(api.checks).toEqual([{ PlantZoneId: 501, Symptoms: ['yellowing-leaves'] }]);
    const heading = screen.getByRole('heading', { name: 'What may be wrong with Lavender' });
    expect(heading).toHaveFocus();
    const causes = within(screen.getByRole('list', { name: 'Causes, likely first' })).getAllByRole('article');
    expect(causes.map((cause) => within(cause).getByRole('heading').textContent)).toEqual([
      'Likely Too much water',
      'Possible Nutrient deficiency',
    ]);
    expect(within(causes[0]!).getByText('Lavender needs dry soil; Bog is wet.')).toBeInTheDocument();
    expect(
      within(causes[0]!)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Let the top few inches of soil dry before you water again.', 'Raise the bed.']);
    expect(
      within(screen.getByRole('list', { name: 'The facts used' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText(METHOD_TEXT.embedded)).toBeInTheDocument();
  });

  test('nothing ticked: the form says so, focuses the first symptom and sends nothing; no plant chosen: it asks for one', async () => {
    const user = userEvent.setup();
    renderPlants('/images/health');
    await form();
    expect(screen.getByRole('combobox', { name: /Plant/ })).toHaveValue('');
    await check(user);
    expect(await screen.findByText(PLANT_HEALTH_MESSAGES.choosePlant)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Plant/ })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: /Plant/ }), 'Tomato (Bog, Veg bed)');
    await check(user);
    expect(screen.getByText(PLANT_HEALTH_MESSAGES.chooseSymptom)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What do you see?' })).toHaveAccessibleDescription(
      PLANT_HEALTH_MESSAGES.chooseSymptom,
    );
    expect(screen.getByRole('checkbox', { name: 'Yellowing leaves' })).toHaveFocus();
    expect(api.checks).toEqual([]);
  });

  test('each plant is listed once, with the zones it grows in; for a plant in two zones the gardener says which', async () => {
    const user = userEvent.setup();
    renderPlants('/images/health');
    const plant = within(await form()).getByRole('combobox', { name: /Plant/ });
    expect(
      within(plant)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your plants', 'Lavender (Bog)', 'Rose (Bog)', 'Tomato (Bog, Veg bed)']);
    await user.selectOptions(plant, 'Tomato (Bog, Veg bed)');
    const zone = screen.getByRole('combobox', { name: 'Which zone is it in?' });
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Front yard – Bog', 'Allotment – Veg bed']);
    expect(zone).toHaveValue('504');
    await user.selectOptions(zone, 'Allotment – Veg bed');
    await user.click(screen.getByRole('checkbox', { name: 'Wilting' }));
    await check(user);
    await waitFor(() => expect(api.checks).toEqual([{ PlantZoneId: 503, Symptoms: ['wilting'] }]));
  });

  test('?pz= of a plant in two zones preselects that plant and that zone', async () => {
    renderPlants('/images/health?pz=503');
    expect(within(await form()).getByRole('combobox', { name: /Plant/ })).toHaveDisplayValue(
      'Tomato (Bog, Veg bed)',
    );
    expect(screen.getByRole('combobox', { name: 'Which zone is it in?' })).toHaveValue('503');
  });

  test("a photo goes up as a photo of the plant's zone and plant, and its id is sent with the check", async () => {
    const user = userEvent.setup();
    const { container } = renderPlants('/images/health?pz=503');
    await form();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, photoFile('spotted-leaf.jpg'));
    expect(await screen.findByRole('img', { name: 'Your photo of Tomato' })).toBeInTheDocument();
    expect(api.uploads.uploads[0]).toMatchObject({
      imageType: String(IMAGE_TYPES.zone),
      zoneId: '9',
      plantId: '3',
      file: 'spotted-leaf.jpg',
    });
    api.data.answer = overWateredAnswer({ Method: 'provider', PlantName: 'Tomato', Healthy: 0.12 });
    await user.click(screen.getByRole('checkbox', { name: 'Spots on leaves' }));
    await check(user);
    expect(await screen.findByText(METHOD_TEXT.provider)).toBeInTheDocument();
    expect(
      screen.getByText('The service puts the chance that the plant is healthy at 12%.'),
    ).toBeInTheDocument();
    expect(api.checks).toEqual([{ PlantZoneId: 503, Symptoms: ['leaf-spots'], ImageId: 900 }]);

    // Letting the photo go checks without it.
    await user.click(screen.getByRole('button', { name: 'Check without this photo' }));
    await check(user);
    await waitFor(() => expect(api.checks).toHaveLength(2));
    expect(api.checks[1]).toEqual({ PlantZoneId: 503, Symptoms: ['leaf-spots'] });
  });

  test("the service's failure is shown as the server words it, and the gardener can check again", async () => {
    const user = userEvent.setup();
    api.data.refusal = {
      status: 502,
      message: 'The plant health service could not assess the photo (it answered 500).',
    };
    renderPlants('/images/health?pz=501');
    await form();
    await user.click(screen.getByRole('checkbox', { name: 'Wilting' }));
    await check(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The plant health service could not assess the photo (it answered 500).',
    );
    api.data.refusal = null;
    await check(user);
    expect(
      await screen.findByRole('heading', { name: 'What may be wrong with Lavender' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test("the server's field messages show under their field", async () => {
    const user = userEvent.setup();
    const message = '"sunburn" is not a symptom we know. Choose the symptoms from the list.';
    api.data.refusal = { status: 400, message, fields: { 'body.Symptoms.0': message } };
    renderPlants('/images/health?pz=501');
    await form();
    await user.click(screen.getByRole('checkbox', { name: 'Scorched patches' }));
    await check(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What do you see?' })).toHaveAccessibleDescription(message);
  });

  test('a field’s message goes as soon as the field is right; the server’s message on a field goes when that field changes', async () => {
    const user = userEvent.setup();
    renderPlants('/images/health');
    await form();
    const plant = screen.getByRole('combobox', { name: /Plant/ });
    await check(user);
    expect(plant).toHaveAccessibleDescription(PLANT_HEALTH_MESSAGES.choosePlant);
    await user.selectOptions(plant, 'Rose (Bog)');
    expect(plant).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(PLANT_HEALTH_MESSAGES.choosePlant)).not.toBeInTheDocument();

    const symptoms = screen.getByRole('group', { name: 'What do you see?' });
    await check(user);
    expect(symptoms).toHaveAccessibleDescription(PLANT_HEALTH_MESSAGES.chooseSymptom);
    await user.click(screen.getByRole('checkbox', { name: 'Wilting' }));
    expect(screen.queryByText(PLANT_HEALTH_MESSAGES.chooseSymptom)).not.toBeInTheDocument();
    expect(api.checks).toEqual([]);

    const message = '"sunburn" is not a symptom we know. Choose the symptoms from the list.';
    api.data.refusal = { status: 400, message, fields: { 'body.Symptoms.0': message } };
    await check(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Spots on leaves' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  test('a gardener with no plants in zones is sent to the plant search', async () => {
    api.data.plants = [];
    renderPlants('/images/health?pz=501', { carried: { key: 'k1' } });
    expect(await screen.findByText('You have no plants in your zones yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find plants to add' })).toHaveAttribute(
      'href',
      '/plants/search?key=k1',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  test('a plant-in-zone that is gone is not preselected, and the page says so', async () => {
    renderPlants('/images/health?pz=999');
    await form();
    expect(
      screen.getByText('That plant is no longer in one of your zones. Choose another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Plant/ })).toHaveValue('');
  });

  test('when the plants cannot be loaded, the error is shown with a way to try again', async () => {
    const user = userEvent.setup();
    api.data.plantsFail = true;
    renderPlants('/images/health');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plants could not be loaded.');
    api.data.plantsFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await form()).toBeInTheDocument();
  });
});
