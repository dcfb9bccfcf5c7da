import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_ERROR, loadStoredIdentity, selectHeaderTitle, selectIdentity } from '@thrive/shared';
import { http, HttpResponse } from 'msw';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { renderAccount } from '../testing/render-account';
import { HELP_WIZARD_TITLE } from './help-wizard-page';

const api = setupFakeAccountApi();
const location = () => screen.getByTestId('location');
const indicator = () => screen.getByText(/^Step \d+ of \d+$/);
const stepHeading = (name: string) => screen.getByRole('heading', { level: 3, name });
const button = (name: string) => screen.getByRole('button', { name });
const HELP_WIZARD_OFF = { method: 'POST', path: '/api/users/42/HelpWizard/', body: { value: false } };

async function goToLastStep(user: ReturnType<typeof userEvent.setup>) {
  while (screen.queryByRole('button', { name: 'Next' })) await user.click(button('Next'));
}

describe('Help wizard (SPEC §2.2 help/wizard)', () => {
  test('Next and Back walk the steps; the indicator follows and focus lands on the step heading', async () => {
    const user = userEvent.setup();
    const { store } = renderAccount('/help/wizard', { identity: { EnableHelpWizard: true } });
    expect(selectHeaderTitle(store.getState())).toBe(HELP_WIZARD_TITLE);
    expect(indicator()).toHaveTextContent('Step 1 of 5');
    expect(stepHeading('My Yard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(button('Next'));
    expect(indicator()).toHaveTextContent('Step 2 of 5');
    expect(stepHeading('Zones')).toHaveFocus();
    await user.click(button('Next'));
    expect(stepHeading('The Thrive Scorecard')).toHaveFocus();
    await user.click(button('Back'));
    expect(indicator()).toHaveTextContent('Step 2 of 5');
    expect(stepHeading('Zones')).toHaveFocus();

    await goToLastStep(user);
    expect(indicator()).toHaveTextContent('Step 5 of 5');
    expect(stepHeading('You’re ready')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Finish')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  test('Finish sends HelpWizard false, the identity follows and the gardener goes to the launch pad', async () => {
    const user = userEvent.setup();
    const { store } = renderAccount('/help/wizard?key=k3y', {
      identity: { EnableHelpWizard: true },
      carried: { key: 'k3y' },
    });
    await goToLastStep(user);
    await user.click(button('Finish'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/core\?key=k3y$/));
    expect(api.calls).toEqual([HELP_WIZARD_OFF]);
    expect(selectIdentity(store.getState())?.EnableHelpWizard).toBe(false);
    expect(loadStoredIdentity()?.EnableHelpWizard).toBe(false);
  });

  test('Skip the tour on the first step does the same', async () => {
    const user = userEvent.setup();
    const { store } = renderAccount('/help/wizard', { identity: { EnableHelpWizard: true } });
    await user.click(button('Skip the tour'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/core$/));
    expect(api.calls).toEqual([HELP_WIZARD_OFF]);
    expect(selectIdentity(store.getState())?.EnableHelpWizard).toBe(false);
  });

  test('a start link on the last step ends the tour too, then goes where it says', async () => {
    const user = userEvent.setup();
    renderAccount('/help/wizard', { identity: { EnableHelpWizard: true, YardCount: 0 } });
    await goToLastStep(user);
    expect(screen.getByRole('link', { name: 'Set up My Yard' })).toHaveAttribute('href', '/yards/setup');
    await user.click(screen.getByRole('link', { name: 'Find plants' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/plants\/search$/));
    expect(api.calls).toEqual([HELP_WIZARD_OFF]);
  });

  test('a failed call says why and stays on the step, the flag still set', async () => {
    api.server.use(
      http.post('/api/users/:uid/HelpWizard/', () =>
        HttpResponse.json({ message: 'The wizard is resting.' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const { store } = renderAccount('/help/wizard', { identity: { EnableHelpWizard: true } });
    await user.click(button('Next'));
    await user.click(button('Skip the tour'));
    expect(await screen.findByText('The wizard is resting.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/help\/wizard$/);
    expect(indicator()).toHaveTextContent('Step 2 of 5');
    expect(selectIdentity(store.getState())?.EnableHelpWizard).toBe(true);
  });

  test('an answer other than code 0 did not clear the flag: it says so and stays', async () => {
    api.server.use(http.post('/api/users/:uid/HelpWizard/', () => HttpResponse.json({ code: 1 })));
    const user = userEvent.setup();
    const { store } = renderAccount('/help/wizard', { identity: { EnableHelpWizard: true } });
    await user.click(button('Skip the tour'));
    expect(await screen.findByText(FALLBACK_ERROR)).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/help\/wizard$/);
    expect(selectIdentity(store.getState())?.EnableHelpWizard).toBe(true);
  });

  test('signed out the steps still show; Skip just goes to the launch pad', async () => {
    const user = userEvent.setup();
    renderAccount('/help/wizard', { identity: null });
    expect(stepHeading('My Yard')).toBeInTheDocument();
    await user.click(button('Skip the tour'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/core$/));
    expect(api.calls).toEqual([]);
  });
});
