import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLocal, requestCameraAccess, selectIdentity, STORAGE_KEYS } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { callsTo, fakeApi, renderPrompts } from '../testing/prompt-test-kit';
import { PERMISSION_TEXTS } from './permission-texts';

const api = fakeApi();

const cases = [
  ['location', testIdentity({ AskForLocation: true, ShowLocationPrompt: true }), {}],
  ['camera', testIdentity({ AskForCamera: true }), {}],
  ['notifications', testIdentity({ AskForNotifications: true }), { av: '2.0.0' }],
] as const;

describe("Don't ask me again (SPEC §4): ticking toggles the ask-again flag and saves it to the server", () => {
  test.each(cases)(
    '%s dialog: ticked saves its property false, unticked saves it true again',
    async (kind, identity, carried) => {
      const { store } = renderPrompts({ identity, carried });
      if (kind === 'camera')
        act(() => {
          store.dispatch(requestCameraAccess());
        });
      const { property, title } = PERMISSION_TEXTS[kind];
      await screen.findByRole('dialog', { name: title });
      const checkbox = screen.getByRole('checkbox', { name: "Don't ask me again." });

      await userEvent.click(checkbox);
      expect(checkbox).toBeChecked();
      expect(readLocal(STORAGE_KEYS.askAgain)).toBe('false');
      expect(selectIdentity(store.getState())?.[property]).toBe(false);
      await waitFor(() =>
        expect(callsTo(api, 'PATCH', 'DontAskAgain/').map((call) => call.body)).toEqual([
          { property, value: false },
        ]),
      );

      await userEvent.click(checkbox);
      expect(readLocal(STORAGE_KEYS.askAgain)).toBe('true');
      await waitFor(() => expect(callsTo(api, 'PATCH', 'DontAskAgain/')).toHaveLength(2));
      expect(callsTo(api, 'PATCH', 'DontAskAgain/')[1]?.body).toEqual({ property, value: true });
    },
  );

  test('ticked on the location dialog, this device is not asked for the location again (nu_geo_askaccess)', async () => {
    renderPrompts({ identity: testIdentity({ AskForLocation: true, ShowLocationPrompt: true }) });
    await userEvent.click(await screen.findByRole('checkbox', { name: "Don't ask me again." }));
    expect(readLocal(STORAGE_KEYS.askForLocation)).toBe('false');
  });

  test('ticked before Got It in a browser, the camera flag is not saved back to true', async () => {
    const { store } = renderPrompts({ identity: testIdentity({ AskForCamera: true }) });
    act(() => {
      store.dispatch(requestCameraAccess());
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: "Don't ask me again." }));
    await userEvent.click(screen.getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', 'DontAskAgain/')).toHaveLength(1));
    expect(callsTo(api, 'PATCH', 'DontAskAgain/')[0]?.body).toEqual({
      property: 'AskForCamera',
      value: false,
    });
  });
});
