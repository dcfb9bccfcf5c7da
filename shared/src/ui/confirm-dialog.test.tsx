import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      id="delete-yard"
      title="Delete yard"
      message="Delete this yard and its zones?"
      open
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('Confirm dialog (SPEC §2.6, §5)', () => {
  test('default No / Yes texts, size sm', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete yard' });
    expect(dialog).toHaveClass('sm');
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Delete this yard and its zones?');
  });

  test('custom confirm and cancel texts replace the defaults', () => {
    renderConfirm({ confirmText: 'Delete', cancelText: 'Keep' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  test('the danger type is headed "Warning!!!"', () => {
    renderConfirm({ type: 'danger' });
    expect(screen.getByRole('dialog', { name: 'Warning!!!' })).toHaveTextContent('Delete yard');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveClass('danger');
  });

  test('Yes confirms and No cancels', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('it cancels when the backdrop is clicked', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('keyboard dismissal is on by default: Escape cancels', async () => {
    const { onCancel } = renderConfirm();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('backdrop and keyboard dismissal can be turned off', async () => {
    const { onCancel } = renderConfirm({ closeOnBackdrop: false, closeOnEscape: false });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  test('needs an id: without one it logs "modal must have an id"', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConfirm({ id: '' });
    expect(error).toHaveBeenCalledWith('modal must have an id');
  });

  test('nothing shows while closed', () => {
    renderConfirm({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
