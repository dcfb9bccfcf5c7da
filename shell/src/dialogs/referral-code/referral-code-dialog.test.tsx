import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { REFERRAL_CODE_INVALID_MESSAGE } from '@thrive/shared';
import { testStore } from '@thrive/shared/testing';
import { callsTo, fakeApi } from '../../testing/prompt-test-kit';
import { REFERRAL_CODE_QUESTION, ReferralCodeDialog } from './referral-code-dialog';

const api = fakeApi();
const GARDEN_CLUB = { Id: 3, Code: 'GARDEN10', SponsorId: 0, Token: 'tok-garden10' };

beforeEach(() => {
  api.answer = ({ path }) =>
    path.startsWith('partners/')
      ? HttpResponse.json(path === 'partners/GARDEN10/ReferralCodeByCode' ? GARDEN_CLUB : {})
      : undefined;
});

async function renderDialog() {
  const store = testStore();
  const onContinue = jest.fn();
  const onSkip = jest.fn();
  render(
    <Provider store={store}>
      <ReferralCodeDialog id="referral" open onContinue={onContinue} onSkip={onSkip} />
    </Provider>,
  );
  // The dialog's form loads when it first opens.
  await screen.findByRole('dialog');
  return { onContinue, onSkip };
}

const codeBox = () => screen.getByRole('textbox', { name: 'Referral code' });
const lookups = () => callsTo(api, 'GET', 'ReferralCodeByCode');

describe('Referral code (SPEC §2.6, §5)', () => {
  test('asks "Do you have a referral code from one of our partners?" with Continue and Skip', async () => {
    await renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent(REFERRAL_CODE_QUESTION);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  test.each(['', '   '])('empty or blank (%j) is invalid and is not looked up', async (text) => {
    const { onContinue } = await renderDialog();
    if (text) await userEvent.type(codeBox(), text);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFERRAL_CODE_INVALID_MESSAGE);
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(lookups()).toEqual([]);
    expect(onContinue).not.toHaveBeenCalled();
  });

  test('the code is trimmed and upper-cased before checking; valid (an Id) continues with its token', async () => {
    const { onContinue } = await renderDialog();
    await userEvent.type(codeBox(), '  garden10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith({ code: 'GARDEN10', token: 'tok-garden10' }));
    expect(lookups().map((call) => call.path)).toEqual(['partners/GARDEN10/ReferralCodeByCode']);
  });

  test('a code whose answer has no Id shows the invalid message', async () => {
    const { onContinue } = await renderDialog();
    await userEvent.type(codeBox(), 'nope');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFERRAL_CODE_INVALID_MESSAGE);
    expect(onContinue).not.toHaveBeenCalled();
  });

  test('a failed lookup counts as invalid (the gardener can still Skip)', async () => {
    api.answer = ({ path }) =>
      path.startsWith('partners/') ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderDialog();
    await userEvent.type(codeBox(), 'GARDEN10');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFERRAL_CODE_INVALID_MESSAGE);
    expect(warn).toHaveBeenCalled();
  });

  test('Skip takes the skip path', async () => {
    const { onSkip } = await renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });
});
