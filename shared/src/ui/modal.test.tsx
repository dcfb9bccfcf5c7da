import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, MODAL_ID_MISSING_MESSAGE, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal id="test-modal" title="Location Access" open={open} onOpenChange={setOpen} {...props}>
        <p>Location-specific care is critical.</p>
        <button type="button">Got It</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  test('is a dialog named by its title, with the given id, focus inside it', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Location Access' });
    expect(dialog).toHaveAttribute('id', 'test-modal');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('modal defaults: size sm', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog')).toHaveClass('sm');
  });

  test('size md and lg are applied', () => {
    render(<Harness size="lg" />);
    expect(screen.getByRole('dialog')).toHaveClass('lg');
  });

  test('the close X closes it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('keyboard dismissal is on by default: Escape closes it', async () => {
    render(<Harness />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('backdrop dismissal is on by default: a backdrop click closes it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('closeOnEscape and closeOnBackdrop false keep it open', async () => {
    render(<Harness closeOnEscape={false} closeOnBackdrop={false} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('hideClose leaves no close X (App Update dialog)', () => {
    render(<Harness hideClose />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Got It' })).toBeInTheDocument();
  });

  test('focus stays trapped in the dialog', async () => {
    render(<Harness />);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
  });

  test('the footer is rendered below the body', () => {
    render(<Harness footer={<button type="button">Continue</button>} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  test('a modal without an id logs "modal must have an id" and still renders', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness id="" />);
    expect(error).toHaveBeenCalledWith('modal must have an id');
    expect(MODAL_ID_MISSING_MESSAGE).toBe('modal must have an id');
    expect(screen.getByRole('dialog', { name: 'Location Access' })).toBeInTheDocument();
  });
});
