import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Identity, PurchasePrompt } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import {
  callsTo,
  fakeApi,
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
  sendFromWrapper,
} from '../testing/prompt-test-kit';

const api = fakeApi();
const PROMPT: PurchasePrompt = {
  Id: 2,
  Day: 7,
  Title: 'How is your garden doing?',
  SubTitle: 'A week of Thrive Garden',
  Icons: 'care-tasks,weather',
  Content: 'Keep your reminders with Thrive Garden Plus.',
  ReviewImage: '',
  SubscribeButtonText: '',
  LaterButtonText: '',
};
const GARDEN_CLUB = { Id: 3, Code: 'GARDEN10', SponsorId: 0, Token: 'tok-garden10' };

/** Wrapper messages and API writes in the order they happened. */
let events: string[];
let postMessage: jest.Mock<void, [string]>;

beforeEach(() => {
  events = [];
  postMessage = installFakeWrapper();
  postMessage.mockImplementation((text) => void events.push(`wrapper ${text}`));
});
afterEach(removeFakeWrapper);

function serve(prompt: PurchasePrompt | null) {
  api.answer = ({ method, path }) => {
    if (method !== 'GET') events.push(`${method} ${path}`);
    if (path === 'users/42/PurchasePrompt') return HttpResponse.json({ code: 0, data: prompt });
    if (path === 'partners/GARDEN10/ReferralCodeByCode') return HttpResponse.json(GARDEN_CLUB);
    return undefined;
  };
}

async function openPopup(identity: Identity = testIdentity(), prompt: PurchasePrompt = PROMPT) {
  serve(prompt);
  renderPrompts({ identity, carried: { av: '2.0.0' } });
  await waitFor(() => expect(postMessage).toHaveBeenCalledWith('checkPurchaseHistory'));
  sendFromWrapper('thrive:PaymentHistoryResult|{"success":false}');
  return screen.findByRole('dialog', { name: prompt.Title });
}

const bodies = (method: string, suffix: string) => callsTo(api, method, suffix).map((call) => call.body);
const answerRecorded = (LinkClick: number, ReferralCode = '', Day = 7) =>
  expect(bodies('PUT', 'LastPromptPurchase')).toEqual([
    { LastPurchasePromptDay: Day, ReferralCode, LinkClick },
  ]);

describe('purchase prompt (SPEC §4, mobile-app session only)', () => {
  test('the prompt is fetched and the purchase history checked through the wrapper; the popup opens only if the check is truthy (history failed)', async () => {
    const dialog = await openPopup();
    expect(dialog).toHaveTextContent('A week of Thrive Garden');
    expect(screen.getByRole('list', { name: 'Included' })).toHaveTextContent('Care tasks');
    expect(screen.getByRole('button', { name: 'Subscribe Now!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'll Decide Later" })).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies('POST', 'Mobile/42/Logging')).toEqual([
        expect.objectContaining({ UserId: 42, Message: 'Error checking subscription received from Mobile' }),
      ]),
    );
  });

  test('a successful history check (checkPurchaseHistoryResult false) opens no popup', async () => {
    serve(PROMPT);
    renderPrompts({ identity: testIdentity(), carried: { av: '2.0.0' } });
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('checkPurchaseHistory'));
    sendFromWrapper('thrive:PaymentHistoryResult|{"success":true,"result":["plus"]}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('no prompt due: the history is not checked', async () => {
    serve(null);
    renderPrompts({ identity: testIdentity(), carried: { av: '2.0.0' } });
    await waitFor(() => expect(callsTo(api, 'GET', 'PurchasePrompt')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(postMessage).not.toHaveBeenCalledWith('checkPurchaseHistory');
  });

  test('outside a mobile-app session (no av) the prompt is not even fetched', async () => {
    serve(PROMPT);
    renderPrompts({ identity: testIdentity() });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(callsTo(api, 'GET', 'PurchasePrompt')).toEqual([]);
  });

  test("the prompt's own button texts replace the defaults", async () => {
    await openPopup(testIdentity(), {
      ...PROMPT,
      SubscribeButtonText: 'Go Plus',
      LaterButtonText: 'Not now',
    });
    expect(screen.getByRole('button', { name: 'Go Plus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  test('"referralcode" without ShowReferralPrompt is a skip: recorded (SubscribeNow 5), then subscribe| without a code', async () => {
    await openPopup(testIdentity({ ShowReferralPrompt: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now!' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('subscribe|'));
    expect(events.slice(-2)).toEqual(['PUT users/42/LastPromptPurchase', 'wrapper subscribe|']);
    answerRecorded(5);
    expect(bodies('PATCH', 'LinkClick')).toEqual([{ UserId: 42, LinkClick: 5 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('"referralcode" with ReferralCodeId and ReferralCodeToken subscribes with that token directly', async () => {
    await openPopup(
      testIdentity({ ShowReferralPrompt: true, ReferralCodeId: 4, ReferralCodeToken: 'tok-4' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now!' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('subscribe|tok-4'));
    expect(screen.queryByRole('textbox', { name: 'Referral code' })).not.toBeInTheDocument();
  });

  test('"referralcode" otherwise opens the referral popup; a valid code continues as subscribe_{token}: recorded with the code (UseReferralCode 7), then subscribe|{token}', async () => {
    await openPopup(testIdentity({ ShowReferralPrompt: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now!' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Referral code' }), ' garden10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('subscribe|tok-garden10'));
    expect(events.slice(-2)).toEqual(['PUT users/42/LastPromptPurchase', 'wrapper subscribe|tok-garden10']);
    answerRecorded(7, 'GARDEN10');
    expect(bodies('PATCH', 'LinkClick')).toEqual([
      { UserId: 42, LinkClick: 5 },
      { UserId: 42, LinkClick: 7 },
    ]);
  });

  test('"skip" from the referral popup records it as skipped (CancelReferralCode 8), then subscribe| without a code', async () => {
    await openPopup(testIdentity({ ShowReferralPrompt: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now!' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('subscribe|'));
    answerRecorded(8);
    expect(bodies('PATCH', 'LinkClick')).toContainEqual({ UserId: 42, LinkClick: 8 });
  });

  test('"cancel" records it as not yet (NotYet 6) and subscribes to nothing', async () => {
    await openPopup();
    await userEvent.click(screen.getByRole('button', { name: "I'll Decide Later" }));
    await waitFor(() => answerRecorded(6));
    expect(bodies('PATCH', 'LinkClick')).toEqual([{ UserId: 42, LinkClick: 6 }]);
    expect(postMessage.mock.calls.map(([text]) => text)).toEqual(['checkPurchaseHistory']);
  });

  test('"cancel" on a prompt whose Day is -1 requests the app exit after recording', async () => {
    await openPopup(testIdentity(), { ...PROMPT, Day: -1 });
    await userEvent.click(screen.getByRole('button', { name: "I'll Decide Later" }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('exit'));
    expect(events.slice(-2)).toEqual(['PUT users/42/LastPromptPurchase', 'wrapper exit']);
    answerRecorded(6, '', -1);
  });
});
