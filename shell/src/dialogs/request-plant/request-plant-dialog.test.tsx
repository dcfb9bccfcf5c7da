import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { plantRequestDialogToggled, selectPlantRequestDialogOpen } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { setupFakePromptsApi } from '../../testing/fake-prompts-api';
import { signedInByKey } from '../../testing/signed-in-by-key';
import { renderShell } from '../../testing/render-shell';
import {
  PLANT_REQUEST_FAILED_MESSAGE,
  PLANT_REQUEST_SUCCESS_MESSAGE,
  PLANT_REQUEST_TOAST_TITLE,
} from './plant-request-messages';
import { REQUEST_PLANT_TITLE } from './request-plant-dialog';

const api = setupFakePromptsApi();

async function openDialog(email = 'fern@example.com') {
  signedInByKey(testIdentity({ Email: email }));
  const view = renderShell('/yards?key=k3y');
  await screen.findByTestId('remote-app');
  act(() => {
    view.store.dispatch(plantRequestDialogToggled(true));
  });
  // The dialog's form loads when it first opens.
  const dialog = await screen.findByRole('dialog', { name: REQUEST_PLANT_TITLE });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return {
    ...view,
    dialog,
    botanical: field('Botanical Name'),
    common: field('Common Name (optional)'),
    email: field('Email Address'),
    submit: () => userEvent.click(within(dialog).getByRole('button', { name: 'Submit' })),
  };
}

describe('Request a New Plant (SPEC §2.6, §3, §5, §8)', () => {
  test('asks for the botanical, common name and email, prefilled from the profile, promising within 24 hours', async () => {
    const { dialog, botanical, common, email } = await openDialog();
    expect(dialog).toHaveTextContent('within 24 hours');
    expect(botanical).toBeRequired();
    expect(common).not.toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveValue('fern@example.com');
  });

  test('validation: both messages joined in one error toast, and the invalid fields highlighted', async () => {
    const { email, botanical, common, submit } = await openDialog('');
    await submit();
    const toasts = await screen.findAllByRole('alert');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Please enter a Botanical Name Please enter your Email Address');
    expect(botanical).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(botanical).toHaveClass('invalid');
    expect(common).not.toHaveAttribute('aria-invalid');
    expect(api.received.plantRequests).toEqual([]);

    // Fixing a field takes its highlight away.
    await userEvent.type(botanical, 'Solanum');
    expect(botanical).not.toHaveAttribute('aria-invalid');
  });

  test('an invalid email is refused with its message', async () => {
    const { botanical, email, submit } = await openDialog('fern@example');
    await userEvent.type(botanical, 'Solanum lycopersicum');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  test("success (code 200): toast 'Your plant request was submitted successfully' titled 'Add a Plant Request', names cleared, dialog closed", async () => {
    const { store, botanical, common, submit } = await openDialog();
    await userEvent.type(botanical, ' Solanum lycopersicum ');
    await userEvent.type(common, 'Tomato');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${PLANT_REQUEST_TOAST_TITLE} ${PLANT_REQUEST_SUCCESS_MESSAGE}`,
    );
    expect(api.received.plantRequests).toEqual([
      { botanicalName: 'Solanum lycopersicum', commonName: 'Tomato', userEmail: 'fern@example.com' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectPlantRequestDialogOpen(store.getState())).toBe(false);

    act(() => {
      store.dispatch(plantRequestDialogToggled(true));
    });
    const reopened = screen.getByRole('dialog', { name: REQUEST_PLANT_TITLE });
    expect(within(reopened).getByRole('textbox', { name: 'Botanical Name' })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: 'Common Name (optional)' })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: 'Email Address' })).toHaveValue('fern@example.com');
  });

  test('the success toast closes the error toast still shown from the first try', async () => {
    api.answers.plantRequest = () => HttpResponse.json({ code: 0 });
    const { botanical, submit } = await openDialog();
    await userEvent.type(botanical, 'Solanum lycopersicum');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(PLANT_REQUEST_FAILED_MESSAGE);

    api.answers.plantRequest = () => HttpResponse.json({ code: 200 });
    await submit();
    // Until the answer arrives the error toast is the one alert: wait for the success to replace it.
    await waitFor(() => {
      const alerts = screen.getAllByRole('alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toHaveTextContent(PLANT_REQUEST_SUCCESS_MESSAGE);
    });
  });

  test.each([
    ['a code other than 200', () => HttpResponse.json({ code: 0 })],
    ['a transport error', () => HttpResponse.error()],
  ])(
    "failure (%s): toast 'An error has occurred while submitting your question. Please try later' titled 'Add a Plant Request'",
    async (_case, answer) => {
      api.answers.plantRequest = answer;
      const { dialog, botanical, submit } = await openDialog();
      await userEvent.type(botanical, 'Solanum lycopersicum');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Add a Plant Request ${PLANT_REQUEST_FAILED_MESSAGE}`,
      );
      expect(PLANT_REQUEST_FAILED_MESSAGE).toBe(
        'An error has occurred while submitting your question. Please try later',
      );
      // The gardener may try again: the dialog and their text stay.
      expect(dialog).toBeInTheDocument();
      expect(botanical).toHaveValue('Solanum lycopersicum');
    },
  );
});
