import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { STORAGE_KEYS, type Identity } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import {
  callsTo,
  fakeApi,
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
  sendFromWrapper,
} from '../testing/prompt-test-kit';
import { LATER_BUTTON, RATE_BUTTON, RATING_TITLE } from './rating-dialog';
import { readRatingAnswer } from './rating-answer';

const api = fakeApi();
const MOBILE = { av: '2.0.0' };
const GARDENER = testIdentity({ Id: 42, DevicePlatform: 'ios' });
let postMessage: jest.Mock<void, [string]>;

beforeEach(() => {
  postMessage = installFakeWrapper();
  jest.useFakeTimers({ now: new Date(2026, 5, 20, 10, 0), doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => {
  jest.useRealTimers();
  removeFakeWrapper();
});

/** The gardener's days of use so far, as the app-open recorder counts them. */
function usedOn(days: number, userId = 42) {
  localStorage.setItem(
    STORAGE_KEYS.appUseDays,
    JSON.stringify({ [userId]: { days, lastDay: '2026-06-20' } }),
  );
}
function answered(answer: 'rated' | 'later', on: string, userId = 42) {
  localStorage.setItem(STORAGE_KEYS.ratingAnswer, JSON.stringify({ [userId]: { answer, on } }));
}

function renderRating(identity: Identity | null = GARDENER, carried: Record<string, string> = MOBILE) {
  const view = renderPrompts({ identity, carried });
  act(() => jest.advanceTimersByTime(10));
  return view;
}

const settle = async () => {
  act(() => jest.advanceTimersByTime(100));
  await act(async () => undefined);
};
const bodies = (suffix: string) => callsTo(api, 'POST', suffix).map((call) => call.body);

describe('rate the app (SPEC §4 link kinds 3 and 4, §7 AcceptRatingApp / DismissRatingApp)', () => {
  test('a gardener of 5 days in the mobile app is asked, in an accessible dialog', async () => {
    usedOn(5);
    renderRating();
    const dialog = await screen.findByRole('dialog', { name: RATING_TITLE });
    expect(dialog).toHaveTextContent('A rating in the app store helps other gardeners find Thrive Garden.');
    expect(screen.getByRole('button', { name: RATE_BUTTON })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LATER_BUTTON })).toBeInTheDocument();
  });

  test('"Rate Thrive Garden" records AcceptRatingApp {Device, LinkClick 3}, then posts requestRating|{Device}; never asked again', async () => {
    usedOn(5);
    const events: string[] = [];
    postMessage.mockImplementation((text) => void events.push(`wrapper ${text}`));
    api.answer = ({ method, path }) => {
      if (method === 'POST') events.push(`${method} ${path}`);
      return undefined;
    };
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderRating();
    await user.click(await screen.findByRole('button', { name: RATE_BUTTON }));
    await waitFor(() => expect(events).toContain('wrapper requestRating|ios'));
    expect(events).toEqual(['POST users/42/AcceptRatingApp', 'wrapper requestRating|ios']);
    expect(bodies('AcceptRatingApp')).toEqual([{ Device: 'ios', LinkClick: 3 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readRatingAnswer(42)).toEqual({ answer: 'rated', on: '2026-06-20' });

    first.unmount();
    usedOn(80);
    renderRating();
    await settle();
    expect(screen.queryByRole('dialog', { name: RATING_TITLE })).not.toBeInTheDocument();
  });

  test('"Maybe later" records DismissRatingApp {Device, LinkClick 4}, posts nothing, and waits 30 days', async () => {
    usedOn(6);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRating();
    await user.click(await screen.findByRole('button', { name: LATER_BUTTON }));
    await waitFor(() => expect(bodies('DismissRatingApp')).toEqual([{ Device: 'ios', LinkClick: 4 }]));
    expect(bodies('AcceptRatingApp')).toEqual([]);
    expect(postMessage).not.toHaveBeenCalledWith(expect.stringMatching(/^requestRating/));
    expect(readRatingAnswer(42)).toEqual({ answer: 'later', on: '2026-06-20' });
  });

  test('Escape is "Maybe later" too', async () => {
    usedOn(5);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRating();
    await screen.findByRole('dialog', { name: RATING_TITLE });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bodies('DismissRatingApp')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('asked again once 30 days have passed since "Maybe later", not before', async () => {
    usedOn(9);
    answered('later', '2026-05-22');
    const early = renderRating();
    await settle();
    expect(screen.queryByRole('dialog', { name: RATING_TITLE })).not.toBeInTheDocument();
    early.unmount();

    answered('later', '2026-05-21');
    renderRating();
    expect(await screen.findByRole('dialog', { name: RATING_TITLE })).toBeInTheDocument();
  });

  test('not before 5 days of use, not outside the mobile app, not signed out', async () => {
    usedOn(4);
    const fewDays = renderRating();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fewDays.unmount();

    usedOn(5);
    const browser = renderRating(GARDENER, {});
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    browser.unmount();

    removeFakeWrapper();
    const noWrapper = renderRating();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    noWrapper.unmount();

    installFakeWrapper();
    localStorage.removeItem(STORAGE_KEYS.identity);
    renderRating(null);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => /Rating/.test(call.path))).toEqual([]);
  });

  test('without a DevicePlatform, the wrapper’s system is the Device', async () => {
    usedOn(5);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRating(testIdentity({ Id: 42, DevicePlatform: '' }));
    await user.click(await screen.findByRole('button', { name: RATE_BUTTON }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('requestRating|android'));
    expect(bodies('AcceptRatingApp')).toEqual([{ Device: 'android', LinkClick: 3 }]);
  });

  test('a failed call is only logged: the answer is kept and the store sheet still opens (SPEC §8)', async () => {
    usedOn(5);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.answer = ({ path }) =>
      path.endsWith('AcceptRatingApp') ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRating();
    await user.click(await screen.findByRole('button', { name: RATE_BUTTON }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('requestRating|ios'));
    expect(warn).toHaveBeenCalledWith('[shell] Recording the rating answer failed', expect.anything());
    expect(readRatingAnswer(42)?.answer).toBe('rated');
    warn.mockRestore();
  });

  test('never right after another prompt: after the subscription popup it waits for another day', async () => {
    usedOn(5);
    api.answer = ({ path }) =>
      path === 'users/42/PurchasePrompt'
        ? HttpResponse.json({
            code: 0,
            data: {
              Id: 2,
              Day: 7,
              Title: 'Grow more',
              SubTitle: '',
              Icons: '',
              Content: '',
              ReviewImage: '',
              SubscribeButtonText: '',
              LaterButtonText: '',
            },
          })
        : undefined;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRating();
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('checkPurchaseHistory'));
    // While the history check is out, the rating does not slip in first.
    await settle();
    expect(screen.queryByRole('dialog', { name: RATING_TITLE })).not.toBeInTheDocument();
    sendFromWrapper('thrive:PaymentHistoryResult|{"success":false}');
    await user.click(await screen.findByRole('button', { name: "I'll Decide Later" }));
    await settle();
    expect(screen.queryByRole('dialog', { name: RATING_TITLE })).not.toBeInTheDocument();
    expect(readRatingAnswer(42)).toBeNull();
  });
});
