import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_MESSAGES } from '@thrive/shared/contracts';
import { PhotoPicker, PICK_PHOTOS_LABEL } from './photo-picker';

const file = (name: string, type: string) => new File(['x'], name, { type });

function renderPicker(props: Partial<Parameters<typeof PhotoPicker>[0]> = {}) {
  const onPick = jest.fn();
  const view = render(<PhotoPicker onPick={onPick} {...props} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  // The system chooser's own "image/*" filter can be switched off by the gardener: not applied here.
  const user = userEvent.setup({ applyAccept: false });
  return { onPick, input, user };
}

describe('SPEC §5 Photos: only image files may be picked, multiple allowed (the picker)', () => {
  test('a real button opens a hidden chooser for several images', async () => {
    const { input, user } = renderPicker();
    const click = jest.spyOn(input, 'click');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: PICK_PHOTOS_LABEL }));
    expect(click).toHaveBeenCalled();
  });

  test('the photos picked are handed on, several at once', async () => {
    const { input, user, onPick } = renderPicker();
    const photos = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')];
    await user.upload(input, photos);
    expect(onPick).toHaveBeenCalledWith(photos);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('files that are not photos are left out, and the gardener is told which', async () => {
    const { input, user, onPick } = renderPicker();
    const rose = file('rose.jpg', 'image/jpeg');
    await user.upload(input, [rose, file('notes.pdf', 'application/pdf')]);
    expect(onPick).toHaveBeenCalledWith([rose]);
    expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.notAnImage);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.pdf');
  });

  test('only files that are not photos: nothing is handed on', async () => {
    const { input, user, onPick } = renderPicker();
    await user.upload(input, [file('clip.mp4', 'video/mp4')]);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.notAnImage);
  });

  test('a label of its own, a link look, and disabled', () => {
    renderPicker({ label: 'Add photo', variant: 'link', disabled: true });
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeDisabled();
  });
});
