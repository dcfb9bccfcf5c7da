import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStoredIdentity, selectIdentity } from '@thrive/shared';
import { http, HttpResponse } from 'msw';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { renderAccount } from '../testing/render-account';
import { landingSavedMessage } from './landing-page-choice';
import { NOTIFICATIONS_PROMPT_OFF_HINT } from './settings-page';
import { savedMessage } from './setting-switch';

const api = setupFakeAccountApi();
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('Settings (SPEC §2.4, §7 "User profile and settings")', () => {
  test('shows the identity’s landing page; choosing another sends LandingPage and the identity follows', async () => {
    const user = userEvent.setup();
    const { store } = renderAccount('/users/settings', { identity: { LandingPage: 'launchpad' } });
    expect(screen.getByRole('radio', { name: 'Launch Pad' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Plant ID/Search' }));
    expect(await screen.findByText(landingSavedMessage('plant search'))).toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/users/42/LandingPage/', body: { LandingPage: 'plant search' } },
    ]);
    expect(selectIdentity(store.getState())?.LandingPage).toBe('plant search');
    expect(loadStoredIdentity()?.LandingPage).toBe('plant search');
    expect(screen.getByRole('radio', { name: 'Plant ID/Search' })).toBeChecked();
  });

  test('each switch shows the identity’s value and persists a change with its own call', async () => {
    const user = userEvent.setup();
    const { store } = renderAccount('/users/settings', {
      identity: { EnableHelpWizard: true, AskForCamera: true, ThriveScorePrompt: false },
    });
    expect(toggle('Help wizard')).toBeChecked();
    expect(toggle('Thrive score explained')).not.toBeChecked();

    await user.click(toggle('Help wizard'));
    expect(await screen.findByText(savedMessage('Help wizard', false))).toBeInTheDocument();
    await user.click(toggle('Thrive score explained'));
    await waitFor(() => expect(toggle('Thrive score explained')).toHaveAttribute('aria-busy', 'false'));
    await user.click(toggle('Ask for the camera'));
    await waitFor(() => expect(toggle('Ask for the camera')).toHaveAttribute('aria-busy', 'false'));
    await user.click(toggle('New features video'));
    await waitFor(() => expect(toggle('New features video')).toHaveAttribute('aria-busy', 'false'));
    await user.click(toggle('Add a plant'));
    await waitFor(() => expect(toggle('Add a plant')).toHaveAttribute('aria-busy', 'false'));

    expect(api.calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/users/42/HelpWizard/', { value: false }],
      ['GET', '/api/users/42/ToggleThriveScorePrompt/1', undefined],
      ['PATCH', '/api/users/42/DontAskAgain/', { property: 'AskForCamera', value: false }],
      ['GET', '/api/users/42/ToggleFeatureVideo/1', undefined],
      ['POST', '/api/users/42/ShowAddPlant/', { value: true }],
    ]);
    expect(selectIdentity(store.getState())).toMatchObject({
      EnableHelpWizard: false,
      ThriveScorePrompt: true,
      AskForCamera: false,
      ShowNewFeaturesVideo: true,
      ShowAddPlant: true,
    });
    expect(toggle('Help wizard')).not.toBeChecked();
    expect(toggle('Ask for the camera')).not.toBeChecked();
  });

  test('plant tag ID is flipped with PUT TogglePlantTagId/ and takes the server’s answer', async () => {
    const user = userEvent.setup();
    const { store } = renderAccount('/users/settings');
    await user.click(toggle('Plant tag ID'));
    await waitFor(() => expect(selectIdentity(store.getState())?.TogglePlantTagId).toBe(true));
    expect(api.calls).toEqual([{ method: 'PUT', path: '/api/users/42/TogglePlantTagId/', body: undefined }]);
    expect(toggle('Plant tag ID')).toBeChecked();
  });

  test('the notifications reminder can only be stopped (PATCH NotificationsPrompt), then it locks', async () => {
    const user = userEvent.setup();
    renderAccount('/users/settings', { identity: { ShowNotificationsPrompt: true } });
    await user.click(toggle('Notifications reminder'));
    await waitFor(() => expect(toggle('Notifications reminder')).not.toBeChecked());
    expect(toggle('Notifications reminder')).toBeDisabled();
    expect(toggle('Notifications reminder')).toHaveAccessibleDescription(NOTIFICATIONS_PROMPT_OFF_HINT);
    expect(api.calls).toEqual([
      { method: 'PATCH', path: '/api/users/42/NotificationsPrompt/', body: undefined },
    ]);
  });

  test('a failed save says why and the switch shows the identity’s value again', async () => {
    api.server.use(
      http.post('/api/users/:uid/HelpWizard/', () =>
        HttpResponse.json({ message: 'Settings are resting.' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const { store } = renderAccount('/users/settings', { identity: { EnableHelpWizard: true } });
    await user.click(toggle('Help wizard'));
    expect(await screen.findByText('Settings are resting.')).toBeInTheDocument();
    expect(toggle('Help wizard')).toBeChecked();
    expect(selectIdentity(store.getState())?.EnableHelpWizard).toBe(true);
  });
});
