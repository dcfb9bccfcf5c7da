import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANT_ID_MESSAGES } from '@thrive/shared/contracts';
import { installNodeFile, photoFile } from '@thrive/shared/testing';
import { plantListItem } from '../testing/fixtures';
import { setupFakeIdentifyApi } from '../testing/fake-identify-api';
import { renderPlants } from '../testing/render-plants';
import { CANDIDATES_LABEL } from './key-candidates';
import { COMPARE_HEADING, COMPARE_PHOTO_ALT } from './compare-photo';
import { KEY_HEADING } from './identification-key';
import { IDENTIFY, PHOTO_HEADING, USE_THE_KEY } from './photo-identification';
import { PHOTO_RESULTS_LABEL } from './photo-results';
import { TAKE_PHOTO } from './photo-source-buttons';

const api = setupFakeIdentifyApi();
installNodeFile();

beforeEach(() => {
  // jsdom decodes no images: compression fails and compressPhoto says it sends the original.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const candidates = () => screen.getByRole('list', { name: CANDIDATES_LABEL });
const address = () => screen.getByTestId('location').textContent ?? '';
const question = (key: string) =>
  document.querySelector<HTMLDetailsElement>(`details[data-question="${key}"]`)!;
/** Unfolds a question by its summary, as a gardener taps it. */
async function openQuestion(user: ReturnType<typeof userEvent.setup>, key: string) {
  if (!question(key).open) await user.click(question(key).querySelector('summary')!);
  expect(question(key)).toHaveAttribute('open');
  return question(key);
}

describe('identify by its features: the visual key over the catalogue (SPEC §1 identification)', () => {
  test('says which method answers, and narrows the candidates live with each answer, down to one plant', async () => {
    const user = userEvent.setup();
    renderPlants('/images');
    expect(screen.getByRole('heading', { level: 3, name: KEY_HEADING })).toBeInTheDocument();
    expect(screen.getByText(/Answered by our identification key/)).toBeInTheDocument();
    expect(await screen.findByText('3 plants match. Answer a question to narrow them.')).toBeInTheDocument();
    // The question that splits the candidates best is open already.
    expect(question('form')).toHaveAttribute('open');

    await user.click(radio(/^Option shrubs \(2 plants\)$/));
    expect(await screen.findByText('2 plants match.')).toBeInTheDocument();
    expect(api.lastKeyAnswers()).toEqual({ form: 'shrubs' });
    await waitFor(() => expect(address()).toContain('form=shrubs'));
    expect(within(candidates()).getAllByRole('article')).toHaveLength(2);

    await openQuestion(user, 'flowerColour');
    // With shrubs chosen, no plant is red: that option is hidden, and the gardener is told why.
    expect(screen.queryByRole('radio', { name: /^Option red/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(/choices leave no plant with your other answers/).length).toBeGreaterThan(0);
    await user.click(radio(/^Option blue \(1 plant\)$/));
    expect(await screen.findByText('1 plant matches.')).toBeInTheDocument();
    expect(api.lastKeyAnswers()).toEqual({ form: 'shrubs', flowerColour: 'blue' });

    const hydrangea = within(candidates()).getByRole('article', { name: 'Bigleaf Hydrangea' });
    expect(within(hydrangea).getByRole('link', { name: 'Bigleaf Hydrangea' })).toHaveAttribute(
      'href',
      '/plants/details/11',
    );
    expect(within(hydrangea).getByRole('link', { name: 'Add to a zone: Bigleaf Hydrangea' })).toHaveAttribute(
      'href',
      '/plants/details/11',
    );
  });

  test('"Not sure" takes an answer back, and Start over takes them all back', async () => {
    const user = userEvent.setup();
    renderPlants('/images?form=shrubs&flowerColour=blue');
    expect(await screen.findByText('1 plant matches.')).toBeInTheDocument();
    expect(api.state.keyQueries[0]!.get('form')).toBe('shrubs');
    expect(radio(/^Option shrubs/)).toBeChecked();

    const colour = await openQuestion(user, 'flowerColour');
    await user.click(within(colour).getByRole('radio', { name: 'Not sure' }));
    expect(await screen.findByText('2 plants match.')).toBeInTheDocument();
    expect(api.lastKeyAnswers()).toEqual({ form: 'shrubs' });

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByText('3 plants match. Answer a question to narrow them.')).toBeInTheDocument();
    expect(api.lastKeyAnswers()).toEqual({});
    expect(screen.getByRole('button', { name: 'Start over' })).toBeDisabled();
  });

  test('answers that leave no plant show an empty state with Start over', async () => {
    const user = userEvent.setup();
    renderPlants('/images?form=vines');
    expect(
      await screen.findByText('No plant in our catalogue matches all these answers.'),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Start over' }).at(-1)!);
    expect(await screen.findByText('3 plants match. Answer a question to narrow them.')).toBeInTheDocument();
  });

  test('a key that fails to load says why and offers to try again', async () => {
    api.state.keyFailure = { status: 500, message: 'Something went wrong on our side. Please try again.' };
    const user = userEvent.setup();
    renderPlants('/images');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    api.state.keyFailure = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 plants match. Answer a question to narrow them.')).toBeInTheDocument();
  });
});

describe('identify by photo where a photo service is set up (SPEC §1 identification by camera)', () => {
  beforeEach(() => {
    api.state.photoService = true;
  });
  const chooseLeafPhoto = async (user: ReturnType<typeof userEvent.setup>) => {
    await screen.findByRole('heading', { level: 3, name: PHOTO_HEADING });
    await user.upload(screen.getByTestId('library-input'), photoFile('leaf.jpg'));
    expect(
      within(screen.getByRole('list', { name: 'Photos to identify' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  };

  test('offers the photo service, saying which method answers, and no comparison photo', async () => {
    renderPlants('/images');
    expect(await screen.findByRole('heading', { level: 3, name: PHOTO_HEADING })).toBeInTheDocument();
    expect(screen.getByText(/Answered by a photo identification service/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TAKE_PHOTO })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: COMPARE_HEADING })).not.toBeInTheDocument();
  });

  test('a server whose service is gone after all says so, and the key is one tap away', async () => {
    const user = userEvent.setup();
    renderPlants('/images');
    await chooseLeafPhoto(user);
    await user.click(screen.getByRole('button', { name: IDENTIFY }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PLANT_ID_MESSAGES.notSetUp);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: USE_THE_KEY }));
    expect(screen.getByRole('heading', { level: 3, name: KEY_HEADING })).toHaveFocus();
  });

  test('the photos and what they show go to the server; results are shown with their confidence and catalogue plant', async () => {
    api.state.photoAnswer = {
      Method: 'photo-service',
      Results: [
        {
          Score: 0.91,
          BotanicalName: 'Hydrangea macrophylla',
          CommonName: 'Bigleaf hydrangea',
          PlantId: 11,
          Plant: plantListItem({
            Id: 11,
            CommonName: 'Bigleaf Hydrangea',
            BotanicalName: 'Hydrangea macrophylla',
          }),
        },
        { Score: 0.04, BotanicalName: 'Quercus imaginaria', CommonName: '', PlantId: null, Plant: null },
      ],
    };
    const user = userEvent.setup();
    renderPlants('/images');
    await chooseLeafPhoto(user);
    await user.selectOptions(screen.getByLabelText('What do the photos show?'), 'A leaf');
    await user.click(screen.getByRole('button', { name: IDENTIFY }));
    expect(
      await screen.findByText('2 possible plants, found by the photo identification service.'),
    ).toBeInTheDocument();
    expect(api.state.photoRequests).toEqual([
      { files: [{ name: 'leaf.jpg', type: 'image/jpeg' }], organs: ['leaf'] },
    ]);

    const [first, second] = within(screen.getByRole('list', { name: PHOTO_RESULTS_LABEL })).getAllByRole(
      'article',
    );
    expect(within(first!).getByRole('link', { name: 'Bigleaf Hydrangea' })).toHaveAttribute(
      'href',
      '/plants/details/11',
    );
    expect(first).toHaveTextContent('91% likely');
    expect(
      within(first!).getByRole('link', { name: 'Add to a zone: Bigleaf Hydrangea' }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('Not in our catalogue.');
    expect(within(second!).getByRole('link', { name: 'Search for it: Quercus imaginaria' })).toHaveAttribute(
      'href',
      '/plants/search?k=Quercus+imaginaria',
    );
  });

  test('a service that fails is a clear message with Try again and the key', async () => {
    api.state.photoAnswer = { status: 502, message: PLANT_ID_MESSAGES.unavailable };
    const user = userEvent.setup();
    renderPlants('/images');
    await chooseLeafPhoto(user);
    await user.click(screen.getByRole('button', { name: IDENTIFY }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PLANT_ID_MESSAGES.unavailable);
    api.state.photoAnswer = { Method: 'photo-service', Results: [] };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('The photo identification service found no plant in these photos.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.state.photoRequests).toHaveLength(2));
  });

  test('files that are not photos are left out and named', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPlants('/images');
    await screen.findByRole('heading', { level: 3, name: PHOTO_HEADING });
    await user.upload(screen.getByTestId('library-input'), photoFile('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('Left out: notes.txt.');
    expect(screen.queryByRole('button', { name: IDENTIFY })).not.toBeInTheDocument();
  });
});

describe('where no photo service is set up, the photo leads to the identification key (SPEC §1 identification by camera)', () => {
  const objectUrls = { made: [] as Blob[], freed: [] as string[] };
  beforeEach(() => {
    objectUrls.made = [];
    objectUrls.freed = [];
    // jsdom makes no object URLs: these stand in (for this file alone), and record what was made and freed.
    URL.createObjectURL = (blob: Blob) => `blob:photo-${objectUrls.made.push(blob)}`;
    URL.revokeObjectURL = (address: string) => void objectUrls.freed.push(address);
  });
  const keySection = () =>
    screen.getByRole('heading', { level: 3, name: KEY_HEADING }).closest('section') as HTMLElement;

  test('nothing photo-like is offered until the server has said whether a service is set up', () => {
    renderPlants('/images');
    expect(screen.getByText('Checking the ways to identify a plant here…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TAKE_PHOTO })).not.toBeInTheDocument();
  });

  test('the photo is not sent anywhere: it is shown beside the key’s questions to compare with', async () => {
    const user = userEvent.setup();
    renderPlants('/images');
    expect(await screen.findByRole('heading', { level: 3, name: COMPARE_HEADING })).toBeInTheDocument();
    expect(screen.getByText(/Photo identification is not set up here/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: PHOTO_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByText(/Answered by a photo identification service/)).not.toBeInTheDocument();
    await screen.findByText('3 plants match. Answer a question to narrow them.');

    const leaf = photoFile('leaf.jpg');
    await user.upload(screen.getByTestId('library-input'), leaf);
    // Straight to the key, with the photo beside its questions.
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: KEY_HEADING })).toHaveFocus());
    const photo = within(keySection()).getByRole('img', { name: COMPARE_PHOTO_ALT });
    expect(photo).toHaveAttribute('src', 'blob:photo-1');
    expect(objectUrls.made).toEqual([leaf]);
    expect(screen.queryByRole('button', { name: IDENTIFY })).not.toBeInTheDocument();

    // The photo stays while the gardener answers.
    await user.click(radio(/^Option shrubs \(2 plants\)$/));
    expect(await screen.findByText('2 plants match.')).toBeInTheDocument();
    expect(within(keySection()).getByRole('img', { name: COMPARE_PHOTO_ALT })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove your photo' }));
    expect(screen.queryByRole('img', { name: COMPARE_PHOTO_ALT })).not.toBeInTheDocument();
    expect(objectUrls.freed).toContain('blob:photo-1');
    expect(api.state.photoRequests).toEqual([]);
  });

  test('a server that cannot say offers the key, which surely answers', async () => {
    api.state.methodsFailure = {
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    };
    renderPlants('/images');
    expect(await screen.findByRole('heading', { level: 3, name: COMPARE_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: PHOTO_HEADING })).not.toBeInTheDocument();
  });
});
