import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { DateCompletedDialog } from './date-completed-dialog';

const today = '2025-04-10';

function renderDialog() {
  const onEnter = jest.fn();
  const onCancel = jest.fn();
  render(
    <SnackbarProvider>
      <DateCompletedDialog open today={today} onEnter={onEnter} onCancel={onCancel} />
    </SnackbarProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Date Completed' });
  const field = within(dialog).getByRole('textbox', { name: 'Date completed' });
  return { onEnter, onCancel, dialog, field };
}

describe('DateCompletedDialog (SPEC §2.6, §5 Date completed)', () => {
  test('SPEC §2.6 Date completed dialog: placeholder mm-dd-yyyy; buttons Cancel / Enter; it has an id', () => {
    const { dialog, field } = renderDialog();
    expect(dialog).toHaveAttribute('id', 'date-completed');
    expect(field).toHaveAttribute('placeholder', 'mm-dd-yyyy');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enter' })).toBeInTheDocument();
  });

  test('SPEC §5 Date completed: the default date is today; Enter returns yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const { dialog, field, onEnter } = renderDialog();
    expect(field).toHaveValue('04-10-2025');
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    expect(onEnter).toHaveBeenCalledWith('2025-04-10');
  });

  test('a typed mm-dd-yyyy date goes as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const { field, onEnter } = renderDialog();
    await user.clear(field);
    await user.type(field, '04-03-2025{Enter}');
    expect(onEnter).toHaveBeenCalledWith('2025-04-03');
  });

  test.each([
    ['Missing', 'Please enter a completed date', ''],
    ['Invalid', 'Please enter a valid completed date', '02-30-2025'],
    ['Future', 'Completed date cannot be in the future', '04-11-2025'],
  ])(
    "SPEC §5 Date completed: %s -> '%s' as an error toast titled 'Required Fields'",
    async (_rule, message, text) => {
      const user = userEvent.setup();
      const { dialog, field, onEnter } = renderDialog();
      await user.clear(field);
      if (text) await user.type(field, text);
      await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
      expect(onEnter).not.toHaveBeenCalled();
      const toast = (await screen.findAllByText(message)).find((node) => node.closest('.thrive-toast'));
      expect(toast?.closest('.thrive-toast')).toHaveTextContent(`Required Fields ${message}`);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    },
  );

  test('SPEC §5 Date completed: the message follows the typing once shown, and goes when the date is right', async () => {
    const user = userEvent.setup();
    const { dialog, field } = renderDialog();
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
    expect(field).toHaveAccessibleDescription('Please enter a completed date');
    await user.type(field, '04-11');
    expect(field).toHaveAccessibleDescription('Please enter a valid completed date');
    await user.type(field, '-2025');
    expect(field).toHaveAccessibleDescription('Completed date cannot be in the future');
    await user.clear(field);
    await user.type(field, '04-09-2025');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).not.toHaveAccessibleDescription();
  });

  test('Cancel closes without a date', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel, onEnter } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onEnter).not.toHaveBeenCalled();
  });

  test('the calendar beside the field cannot go past today', async () => {
    const user = userEvent.setup();
    const { dialog, field } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Choose date completed from a calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose date completed' });
    await within(calendar).findByRole('grid');
    expect(within(calendar).getByRole('button', { name: /April 11th, 2025/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /April 8th, 2025/ }));
    expect(field).toHaveValue('04-08-2025');
  });
});
