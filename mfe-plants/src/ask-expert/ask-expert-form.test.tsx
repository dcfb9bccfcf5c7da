import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectHeaderTitle } from '@thrive/shared';
import { EXPERT_MESSAGES, EXPERT_QUESTION_MAX, OUR_EXPERT, type ZonePlant } from '@thrive/shared/contracts';
import { fakeExpertApi, fakePhotoUploads, photoFile, setupTestServer } from '@thrive/shared/testing';
import { plantDetails } from '../testing/plant-details-fixtures';
import { zonePlant } from '../testing/fixtures';
import { renderPlants } from '../testing/render-plants';

// The AI expert's half of the page is another feature with its own tests and calls.
jest.mock('./ai-expert-panel', () => ({ AiExpertPanel: () => null }));
const server = setupTestServer();
const expert = fakeExpertApi(server);
const uploads = fakePhotoUploads();
const garden = { zonePlants: [] as ZonePlant[] };
const QUESTION = 'Small holes appeared in the leaves this week. What is eating them?';

beforeEach(() => {
  uploads.reset();
  garden.zonePlants = [
    zonePlant(7, { ZoneId: 8, ZoneName: 'Border bed', CommonName: 'Lavender' }),
    zonePlant(12, { ZoneId: 9, ZoneName: 'Kitchen garden', CommonName: 'Kale' }),
  ];
  server.use(
    uploads.handler,
    http.get('/api/users/:uid/ZonePlants/0', () => HttpResponse.json(garden.zonePlants)),
    http.get('/api/Users/:uid/Plant/:id/', ({ params }) =>
      HttpResponse.json(plantDetails({ Id: Number(params.id), CommonName: 'Sweet basil' })),
    ),
  );
  // compressPhoto says that it sends the original.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const topic = () => screen.getByRole('combobox', { name: /Topic/ });
const question = () => screen.getByRole('textbox', { name: /^Your question for / });
const about = () => screen.getByRole('combobox', { name: 'About one of my plants' });
const send = () => screen.getByRole('button', { name: 'Send' });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

async function openForm(path = '/plants/askexpert?key=k3y') {
  const view = renderPlants(path, { carried: { key: 'k3y' } });
  await screen.findByRole('form', { name: /^Your question to / });
  return view;
}

describe('Ask the expert (SPEC §2.4 plants/askexpert, §7 AskAnExpert)', () => {
  test('the page is titled, with a heading per part; our expert answers when the sponsor offers none', async () => {
    const { store } = await openForm();
    expect(selectHeaderTitle(store.getState())).toBe('Ask the Expert');
    expect(screen.getByRole('heading', { level: 2, name: 'Ask the Expert' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ask a garden expert' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ask the AI expert' })).toBeInTheDocument();
    expect(screen.getByText(OUR_EXPERT.Name)).toBeInTheDocument();
    expect(screen.getByText(OUR_EXPERT.Role)).toBeInTheDocument();
    expect(
      within(topic())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a topic', 'Plant identification', 'Pests and diseases', 'Pruning']);
  });

  test('SPEC §6: with a selected sponsor whose Desc is 1, the sponsor’s expert is asked', async () => {
    expert.data.sponsor = {
      Id: 3,
      Name: '/banners/3.png',
      PX: '',
      Desc: '1',
      Value: 'Green Thumb Nursery',
      IsSelected: true,
    };
    await openForm();
    expect(
      screen.getByRole('form', { name: "Your question to Green Thumb Nursery's garden expert" }),
    ).toBeVisible();
    expect(screen.getByText('Garden expert at Green Thumb Nursery')).toBeInTheDocument();
  });

  test('nothing is sent without a topic and a question long enough; each field says why, the first gets focus', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(question(), 'Help?');
    await user.click(send());
    expect(topic()).toHaveAttribute('aria-invalid', 'true');
    expect(topic()).toHaveAccessibleDescription(EXPERT_MESSAGES.topic);
    expect(question()).toHaveAttribute('aria-invalid', 'true');
    expect(question()).toHaveAccessibleDescription(expect.stringContaining(EXPERT_MESSAGES.questionShort));
    expect(topic()).toHaveFocus();
    expect(expert.calls).toEqual([]);
  });

  test('a field’s message stays while it is still wrong and goes as soon as the field is right; the others stay', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(question(), 'Help?');
    await user.click(send());
    expect(question()).toHaveAccessibleDescription(expect.stringContaining(EXPERT_MESSAGES.questionShort));

    await user.type(question(), ' Why');
    expect(question()).toHaveAttribute('aria-invalid', 'true');
    expect(question()).toHaveAccessibleDescription(expect.stringContaining(EXPERT_MESSAGES.questionShort));
    await user.type(question(), ' not?');
    expect(question()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(EXPERT_MESSAGES.questionShort)).not.toBeInTheDocument();
    // The topic is still not chosen: its message stays until it is.
    expect(topic()).toHaveAccessibleDescription(EXPERT_MESSAGES.topic);
    await user.selectOptions(topic(), 'Pruning');
    expect(topic()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(EXPERT_MESSAGES.topic)).not.toBeInTheDocument();
    expect(expert.calls).toEqual([]);
  });

  test('the counter follows the question, and the box takes no more than the limit', async () => {
    const user = userEvent.setup();
    await openForm();
    expect(question()).toHaveAccessibleDescription(
      `At least 10 characters: 0 of ${EXPERT_QUESTION_MAX} used.`,
    );
    await user.type(question(), 'Why do my roses wilt?');
    expect(question()).toHaveAccessibleDescription(
      `At least 10 characters: 21 of ${EXPERT_QUESTION_MAX} used.`,
    );
    expect(question()).toHaveAttribute('maxLength', String(EXPERT_QUESTION_MAX));
  });

  test('a question about a plant in a zone, with photos: Send waits for the uploads; then where the answer will be', async () => {
    let release = () => {};
    uploads.data.gate = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    const { container } = await openForm();
    await user.selectOptions(topic(), 'Pests and diseases');
    await user.type(question(), QUESTION);
    await waitFor(() => expect(within(about()).getAllByRole('option')).toHaveLength(3));
    expect(
      within(about())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not about a particular plant', 'Kale – Kitchen garden', 'Lavender – Border bed']);
    await user.selectOptions(about(), 'Kale – Kitchen garden');
    await user.upload(fileInput(container), [photoFile('leaf.jpg'), photoFile('stem.jpg')]);
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    expect(send()).toBeDisabled();
    expect(send()).toHaveAccessibleDescription('Send waits until your photos are uploaded.');
    release();
    await waitFor(() => expect(send()).toBeEnabled());
    expect(
      within(screen.getByRole('list', { name: 'Attached photos' }))
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/media/photos/900-thumb.jpg', '/media/photos/901-thumb.jpg']);

    await user.click(send());
    const sent = await screen.findByRole('heading', { name: `Your question was sent to ${OUR_EXPERT.Name}` });
    expect(sent).toHaveFocus();
    expect(expert.calls).toEqual([
      {
        method: 'POST',
        path: 'users/42/AskAnExpert',
        body: { TopicId: 2, Question: QUESTION, PlantId: 12, ZoneId: 9, PhotoIds: [900, 901] },
      },
    ]);
    expect(screen.getByRole('link', { name: 'See my questions' })).toHaveAttribute(
      'href',
      '/help/questions?key=k3y',
    );

    // Another question starts afresh.
    await user.click(screen.getByRole('button', { name: 'Ask another question' }));
    expect(question()).toHaveValue('');
    expect(topic()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Attached photos' })).not.toBeInTheDocument();
  });

  test('?pid= preselects the plant: in its zone when the gardener grows it, else the plant alone', async () => {
    const user = userEvent.setup();
    const { unmount } = await openForm('/plants/askexpert?pid=7');
    await waitFor(() => expect(about()).toHaveDisplayValue('Lavender – Border bed'));
    unmount();

    await openForm('/plants/askexpert?pid=55');
    await waitFor(() => expect(about()).toHaveDisplayValue('Sweet basil'));
    await user.selectOptions(topic(), 'Plant identification');
    await user.type(question(), 'Is sweet basil happy in a north window?');
    await user.click(send());
    await screen.findByRole('heading', { name: /^Your question was sent/ });
    expect(expert.calls[0]?.body).toMatchObject({ PlantId: 55, ZoneId: 0 });
  });

  test('refusals from the server: a 400 lands on its field; the day’s limit (429) is said', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.selectOptions(topic(), 'Pruning');
    await user.type(question(), QUESTION);
    expert.data.refuse = { status: 400, message: EXPERT_MESSAGES.questionLong, field: 'body.Question' };
    await user.click(send());
    await waitFor(() => expect(question()).toHaveAttribute('aria-invalid', 'true'));
    expect(question()).toHaveAccessibleDescription(expect.stringContaining(EXPERT_MESSAGES.questionLong));
    expect(question()).toHaveFocus();

    expert.data.refuse = { status: 429, message: EXPERT_MESSAGES.tooMany };
    await user.click(send());
    expect(await screen.findByText(EXPERT_MESSAGES.tooMany)).toBeInTheDocument();
    // What was written stays, to send tomorrow.
    expect(question()).toHaveValue(QUESTION);
  });

  test('signed out, the page asks to sign in and sends nothing', async () => {
    renderPlants('/plants/askexpert', { identity: null });
    expect(await screen.findByText('Sign in to ask the expert')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
