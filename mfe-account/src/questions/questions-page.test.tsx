import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectHeaderTitle } from '@thrive/shared';
import { OUR_EXPERT } from '@thrive/shared/contracts';
import { fakeExpertApi, setupTestServer, testExpertQuestion } from '@thrive/shared/testing';
import { renderAccount } from '../testing/render-account';
import { NO_QUESTIONS } from './questions-page';

const server = setupTestServer();
const expert = fakeExpertApi(server);

const ANSWER = 'Flea beetles: cover the kale with fleece until the leaves toughen.';
const answered = (overrides = {}) =>
  testExpertQuestion({
    Id: 31,
    Answer: ANSWER,
    AnsweredAt: '2026-05-02T09:00:00.000Z',
    AnsweredBy: OUR_EXPERT.Name,
    IsRead: false,
    ...overrides,
  });
const waiting = testExpertQuestion({
  Id: 32,
  TopicName: 'Pruning',
  Question: 'When do I cut back my lavender?',
  PlantName: 'Lavender',
  ZoneName: 'Border bed',
  AskedAt: '2026-05-03T10:00:00.000Z',
  Photos: [{ Id: 7, Url: '/media/photos/7.jpg', Thumbnail: '/media/photos/7-thumb.jpg' }],
});

/** The count of new answers (the location probe of the test page is an output, a status too). */
const newAnswers = () => screen.getAllByRole('status').find((node) => node.tagName === 'P');
const questions = () => within(screen.getByRole('list', { name: 'Your questions' })).getAllByRole('article');
const question = (topic: string) => screen.getByRole('article', { name: topic });

describe('help/questions: my questions to the expert and the answers (SPEC §2.3 Ask the expert)', () => {
  test('newest first, each with its status; a new answer is marked and counted; a link to ask another', async () => {
    expert.data.questions = [waiting, answered()];
    const { store } = renderAccount('/help/questions?key=k3y', { carried: { key: 'k3y' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Ask the Expert' })).toBeInTheDocument();
    expect(selectHeaderTitle(store.getState())).toBe('Ask the Expert');
    await screen.findByRole('list', { name: 'Your questions' });
    expect(newAnswers()).toHaveTextContent('You have 1 new answer.');
    expect(questions().map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'question-32',
      'question-31',
    ]);

    const pruning = question('Pruning');
    expect(within(pruning).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(pruning).queryByText('New answer')).not.toBeInTheDocument();
    expect(within(pruning).getByText(/about Lavender in Border bed/)).toBeInTheDocument();
    expect(within(pruning).queryByRole('button', { name: 'Read the answer' })).not.toBeInTheDocument();
    const photo = within(pruning).getByRole('img', { name: 'Photo 1, opens full size' });
    expect(photo).toHaveAttribute('src', '/media/photos/7-thumb.jpg');
    expect(photo.closest('a')).toHaveAttribute('href', '/media/photos/7.jpg');

    const pests = question('Pests and diseases');
    expect(within(pests).getByText('Answered')).toBeInTheDocument();
    expect(within(pests).getByText('New answer')).toBeInTheDocument();
    expect(within(pests).getByText(ANSWER)).not.toBeVisible();

    for (const link of screen.getAllByRole('link', { name: 'Ask a question' }))
      expect(link).toHaveAttribute('href', '/plants/askexpert?key=k3y');
  });

  test('opening a new answer shows it and marks it read, once; opening a read one tells nobody', async () => {
    const user = userEvent.setup();
    expert.data.questions = [answered(), answered({ Id: 30, TopicName: 'Watering and soil', IsRead: true })];
    renderAccount('/help/questions');
    const pests = await screen.findByRole('article', { name: 'Pests and diseases' });
    const open = within(pests).getByRole('button', { name: 'Read the answer' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    expect(within(pests).getByText(ANSWER)).toBeVisible();
    expect(within(pests).getByText(`${OUR_EXPERT.Name} answered`, { exact: false })).toBeVisible();
    expect(within(pests).getByRole('button', { name: 'Hide the answer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(within(pests).queryByText('New answer')).not.toBeInTheDocument());
    expect(newAnswers()).toHaveTextContent(/^$/);
    expect(expert.calls).toEqual([
      { method: 'POST', path: 'users/42/ExpertQuestions/31/Read', body: undefined },
    ]);

    await user.click(within(pests).getByRole('button', { name: 'Hide the answer' }));
    await user.click(within(pests).getByRole('button', { name: 'Read the answer' }));
    await user.click(within(question('Watering and soil')).getByRole('button', { name: 'Read the answer' }));
    expect(expert.calls).toHaveLength(1);
  });

  test('no questions yet: says so, with the way to ask one', async () => {
    renderAccount('/help/questions');
    expect(await screen.findByText(NO_QUESTIONS)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ask a question' })).toHaveLength(2);
  });

  test('a failed load says why and tries again', async () => {
    const user = userEvent.setup();
    expert.data.failList = 'The questions are resting.';
    renderAccount('/help/questions');
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions are resting.');
    expert.data.failList = '';
    expert.data.questions = [answered({ IsRead: true })];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Pests and diseases' })).toBeInTheDocument();
  });

  test('more than a page of questions: the paginator shows the rest', async () => {
    const user = userEvent.setup();
    expert.data.questions = Array.from({ length: 12 }, (_, n) =>
      testExpertQuestion({ Id: 100 - n, TopicName: `Topic ${n + 1}` }),
    );
    renderAccount('/help/questions');
    await screen.findByRole('article', { name: 'Topic 1' });
    expect(questions()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'Topic 11' });
    expect(questions()).toHaveLength(2);
  });
});
