import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, permissionAnswered, selectPermission, type AppStore } from '@thrive/shared';
import { CAMERA_REFUSED, PhotoSourceButtons, TAKE_PHOTO } from './photo-source-buttons';

/** The shell's side of SPEC §4's camera flow: each request is answered with `granted`. */
function shellAnswers(store: AppStore, granted: boolean) {
  return store.subscribe(() => {
    const camera = selectPermission(store.getState(), 'camera');
    if (camera.requested > camera.answered) store.dispatch(permissionAnswered({ kind: 'camera', granted }));
  });
}

function renderButtons() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <PhotoSourceButtons onPick={() => {}} disabled={false} />
    </Provider>,
  );
  const camera = screen.getByTestId('camera-input');
  const library = screen.getByTestId('library-input');
  return {
    store,
    camera,
    library,
    cameraOpened: jest.spyOn(camera, 'click').mockImplementation(() => {}),
    libraryOpened: jest.spyOn(library, 'click').mockImplementation(() => {}),
  };
}

describe('Take a photo: the camera permission of SPEC §4, run by the shell', () => {
  test('asks for the camera and, granted, opens the camera', async () => {
    const { store, camera, cameraOpened, libraryOpened } = renderButtons();
    shellAnswers(store, true);
    await userEvent.click(screen.getByRole('button', { name: TAKE_PHOTO }));
    await waitFor(() => expect(cameraOpened).toHaveBeenCalledTimes(1));
    expect(selectPermission(store.getState(), 'camera').requested).toBe(1);
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(libraryOpened).not.toHaveBeenCalled();
    expect(screen.queryByText(CAMERA_REFUSED)).not.toBeInTheDocument();
  });

  test('denied, opens the photo library instead (SPEC §2.6) and says why', async () => {
    const { store, library, cameraOpened, libraryOpened } = renderButtons();
    shellAnswers(store, false);
    await userEvent.click(screen.getByRole('button', { name: TAKE_PHOTO }));
    await waitFor(() => expect(libraryOpened).toHaveBeenCalledTimes(1));
    expect(library).not.toHaveAttribute('capture');
    expect(cameraOpened).not.toHaveBeenCalled();
    expect(screen.getByText(CAMERA_REFUSED)).toBeInTheDocument();
  });

  test('while the shell has not answered (its dialog is open), nothing opens and the button waits', async () => {
    const { store, cameraOpened, libraryOpened } = renderButtons();
    await userEvent.click(screen.getByRole('button', { name: TAKE_PHOTO }));
    expect(selectPermission(store.getState(), 'camera').requested).toBe(1);
    expect(screen.getByRole('button', { name: TAKE_PHOTO })).toBeDisabled();
    expect(cameraOpened).not.toHaveBeenCalled();
    expect(libraryOpened).not.toHaveBeenCalled();
  });
});
