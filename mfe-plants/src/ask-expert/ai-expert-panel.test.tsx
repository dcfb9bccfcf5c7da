import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AI_EXPERT_MESSAGES } from '@thrive/shared/contracts';
import { renderRemote } from '@thrive/shared/testing';
import {
  aiAnswer,
  heldEventStream,
  setupFakeAiExpertApi,
  streamedAnswer,
} from '../testing/fake-ai-expert-api';
import { ANSWERED_FROM_DATA, ASK_OUR_EXPERT } from './ai-expert-answer';
import { ASK_LABEL, PLANT_LABEL, QUESTION_LABEL, ZONE_LABEL } from './ai-expert-form';
import { AiExpertPanel } from './ai-expert-panel';

const api = setupFakeAiExpertApi();

const renderPanel = () => renderRemote(() => <AiExpertPanel />, '/plants/askexpert');
const answerRegion = () => screen.getByRole('region', { name: 'Answer' });

async function ask(question: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(QUESTION_LABEL, { exact: false }), question);
  await user.click(screen.getByRole('button', { name: ASK_LABEL }));
  return user;
}

describe('the AI expert panel (SPEC §7 AskAIExpert)', () => {
  test('the answer appears as it is written in a busy polite live region, then the facts it used and how', async () => {
    const held = heldEventStream();
    api.data.reply = held.response;
    renderPanel();
    const user = userEvent.setup();
    // The about lists: each plant of the gardener's zones once, and their zones.
    const plant = await screen.findByRole('combobox', { name: PLANT_LABEL });
    await waitFor(() =>
      expect(within(plant).getByRole('option', { name: 'English Lavender' })).toBeInTheDocument(),
    );
    expect(
      within(plant)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No plant chosen', 'Basil', 'English Lavender']);
    await user.selectOptions(plant, 'English Lavender');
    await user.selectOptions(screen.getByRole('combobox', { name: ZONE_LABEL }), 'Home – Zone B');
    await user.type(screen.getByLabelText(QUESTION_LABEL, { exact: false }), 'Why is it doing badly?');
    await user.click(screen.getByRole('button', { name: ASK_LABEL }));

    await waitFor(() => expect(api.asked).toHaveLength(1));
    expect(api.asked[0]!.body).toEqual({ Question: 'Why is it doing badly?', PlantId: 7, ZoneId: 9 });
    expect(api.asked[0]!.headers.get('x-app')).toBe('thrive|42');
    expect(api.asked[0]!.headers.get('x-token')).toBeTruthy();
    expect(answerRegion()).toHaveAttribute('aria-live', 'polite');
    expect(answerRegion()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Asking…' })).toHaveAttribute('aria-disabled', 'true');
    // Asking again while the answer is written sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Asking…' }));
    expect(api.asked).toHaveLength(1);

    held.send({ event: 'chunk', data: { Text: 'Your English Lavender scores poor on water in Zone B: ' } });
    expect(await within(answerRegion()).findByText(/scores poor on water in Zone B/)).toBeInTheDocument();
    expect(answerRegion()).toHaveAttribute('aria-busy', 'true');
    held.send({ event: 'chunk', data: { Text: 'consider moving it to Zone A.' } });
    held.send({
      event: 'done',
      data: aiAnswer({
        Answer: 'Your English Lavender scores poor on water in Zone B: consider moving it to Zone A.',
        Facts: [
          { Kind: 'score', Text: 'In Zone B, English Lavender scores poor on water.' },
          { Kind: 'zone', Text: 'Zone B (yard Home) has Full Sun and Wet soil.' },
        ],
        PlantId: 7,
        ZoneId: 9,
      }),
    });
    held.close();

    await waitFor(() => expect(answerRegion()).toHaveAttribute('aria-busy', 'false'));
    expect(answerRegion()).toHaveTextContent(
      'Your English Lavender scores poor on water in Zone B: consider moving it to Zone A.',
    );
    expect(within(answerRegion()).getByText(ANSWERED_FROM_DATA)).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Facts this answer used' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Thrive score: In Zone B, English Lavender scores poor on water.',
      'Zone: Zone B (yard Home) has Full Sun and Wet soil.',
    ]);
    expect(screen.queryByRole('link', { name: ASK_OUR_EXPERT })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ASK_LABEL })).toHaveAttribute('aria-disabled', 'false');
    expect(api.asked).toHaveLength(1);
  });

  test('a question that is not about gardening: the server’s message and Ask our expert instead', async () => {
    api.data.reply = () => HttpResponse.json({ message: AI_EXPERT_MESSAGES.notAboutPlants }, { status: 400 });
    renderPanel();
    await ask('Who won the football game?');
    expect(await within(answerRegion()).findByText(AI_EXPERT_MESSAGES.notAboutPlants)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: ASK_OUR_EXPERT });
    expect(link).toHaveAttribute('href', '/plants/askexpert');
    expect(api.asked[0]!.body).toEqual({ Question: 'Who won the football game?', PlantId: 0, ZoneId: 0 });
  });

  test('when our data cannot answer (CanAnswer false) the answer says so and offers Ask our expert', async () => {
    const text = "I can't answer that from Thrive Garden's data. Our data does not cover this question.";
    api.data.reply = () =>
      streamedAnswer([text], { CanAnswer: false, Reason: 'Our data does not cover this question.' });
    renderPanel();
    await ask('Can I make tea from my lavender?');
    expect(await within(answerRegion()).findByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: ASK_OUR_EXPERT })).toBeInTheDocument();
  });

  test('Ask our expert instead brings the ask-the-expert form on the same page into view and focus', async () => {
    api.data.reply = () => HttpResponse.json({ message: AI_EXPERT_MESSAGES.notAboutPlants }, { status: 400 });
    const form = document.createElement('form');
    form.id = 'ask-expert';
    document.body.append(form);
    try {
      renderPanel();
      const user = await ask('Who won the football game?');
      await user.click(await screen.findByRole('link', { name: ASK_OUR_EXPERT }));
      expect(form).toHaveFocus();
    } finally {
      form.remove();
    }
  });

  test('answered by a configured chat service: its model is named, with the facts it was given', async () => {
    api.data.reply = () =>
      streamedAnswer(['Lavender wants dry soil.'], {
        Method: 'provider',
        Model: 'garden-model-1',
        Facts: [{ Kind: 'plant', Text: 'English Lavender needs Dry soil.' }],
      });
    renderPanel();
    await ask('Why is my lavender doing badly?');
    expect(await within(answerRegion()).findByText('Answered by garden-model-1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Facts the AI expert was given' })).toHaveTextContent(
      'Plant: English Lavender needs Dry soil.',
    );
  });

  test('a chat service that fails midway: what it wrote stays, with its message and Ask our expert', async () => {
    const held = heldEventStream();
    api.data.reply = held.response;
    renderPanel();
    await ask('When should I prune my lavender?');
    held.send({ event: 'chunk', data: { Text: 'Prune lavender after' } });
    held.send({ event: 'error', data: { message: 'The AI expert service did not answer.' } });
    held.close();
    expect(
      await within(answerRegion()).findByText('The AI expert service did not answer.'),
    ).toBeInTheDocument();
    expect(within(answerRegion()).getByText('Prune lavender after')).toBeInTheDocument();
    expect(answerRegion()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('link', { name: ASK_OUR_EXPERT })).toBeInTheDocument();
  });

  test('an empty question is not sent: the field says why', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(QUESTION_LABEL, { exact: false }), '   ');
    await user.click(screen.getByRole('button', { name: ASK_LABEL }));
    expect(screen.getByText(AI_EXPERT_MESSAGES.questionRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(QUESTION_LABEL, { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(api.asked).toEqual([]);
  });

  test('the empty-question message stays while the box is blank and goes as soon as there is a question', async () => {
    renderPanel();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: QUESTION_LABEL });
    await user.click(screen.getByRole('button', { name: ASK_LABEL }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(AI_EXPERT_MESSAGES.questionRequired));
    await user.type(box, '  ');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, 'W');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(AI_EXPERT_MESSAGES.questionRequired)).not.toBeInTheDocument();
    expect(api.asked).toEqual([]);
  });

  test('leaving the page stops the answer being read', async () => {
    const held = heldEventStream();
    api.data.reply = held.response;
    const { unmount } = renderPanel();
    await ask('When should I prune my lavender?');
    await waitFor(() => expect(api.asked).toHaveLength(1));
    unmount();
    await waitFor(() => expect(api.asked[0]!.signal.aborted).toBe(true));
  });

  test('with no plants or zones yet the lists say so; when they fail to load, the question can still be asked', async () => {
    api.data.zonePlants = [];
    api.data.zones = [];
    const { unmount } = renderPanel();
    expect(await screen.findByRole('option', { name: 'No plants in your zones yet' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'No zones yet' })).toBeInTheDocument();
    unmount();

    api.server.use(
      http.get('/api/users/:uid/ZonePlants/0', () =>
        HttpResponse.json({ message: 'Server down.' }, { status: 500 }),
      ),
    );
    renderPanel();
    expect(
      await screen.findByText(/Your plants and zones could not be loaded \(Server down\.\)/),
    ).toBeInTheDocument();
    await ask('When is my last frost?');
    expect(await within(answerRegion()).findByText('An answer.')).toBeInTheDocument();
  });
});
