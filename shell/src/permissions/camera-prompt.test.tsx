import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type AppStore,
  readLocal,
  requestCameraAccess,
  selectPermission,
  STORAGE_KEYS,
  useCameraAccess,
  writeLocalFlag,
} from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import {
  callsTo,
  fakeApi,
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
  sendFromWrapper,
} from '../testing/prompt-test-kit';
import { PERMISSION_TEXTS } from './permission-texts';

const api = fakeApi();
const ASKS_FOR_CAMERA = testIdentity({ AskForCamera: true });
const TITLE = PERMISSION_TEXTS.camera.title;

afterEach(() => {
  removeFakeWrapper();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function fakeBrowserCamera(outcome: 'granted' | 'refused') {
  const stop = jest.fn();
  const getUserMedia = jest.fn(async () => {
    if (outcome === 'refused') throw new DOMException('Permission denied', 'NotAllowedError');
    return { getTracks: () => [{ stop }] };
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { getUserMedia, stop };
}

function askForCamera(store: AppStore) {
  act(() => {
    store.dispatch(requestCameraAccess());
  });
}

const cameraAnswer = (store: AppStore) => selectPermission(store.getState(), 'camera');

describe('Camera permission (SPEC §4)', () => {
  test('with the ask flag off, camera-accepted fires at once and no dialog opens', () => {
    const { store } = renderPrompts({ identity: testIdentity({ AskForCamera: false }) });
    askForCamera(store);
    expect(cameraAnswer(store)).toMatchObject({ answered: 1, granted: true });
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('with the flag on, a camera already granted and a camera parameter present, camera-accepted fires too', () => {
    writeLocalFlag(STORAGE_KEYS.cameraAccess, true);
    const { store } = renderPrompts({ identity: ASKS_FOR_CAMERA, carried: { camera: '1' } });
    askForCamera(store);
    expect(cameraAnswer(store)).toMatchObject({ answered: 1, granted: true });
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('otherwise the Camera Access dialog opens (granted but no camera parameter)', async () => {
    writeLocalFlag(STORAGE_KEYS.cameraAccess, true);
    const { store } = renderPrompts({ identity: ASKS_FOR_CAMERA });
    askForCamera(store);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('you can only choose pictures from your photo library');
    expect(cameraAnswer(store).answered).toBe(0);
  });

  test('dismissing the dialog stores checkCamera and answers false (photo library only)', async () => {
    const { store } = renderPrompts({ identity: ASKS_FOR_CAMERA });
    askForCamera(store);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(readLocal(STORAGE_KEYS.checkCamera)).toBe('true');
    expect(cameraAnswer(store)).toMatchObject({ answered: 1, granted: false });
  });

  test('accepting inside the wrapper requests the camera from the wrapper; its granted answer is stored and fires camera-accepted', async () => {
    const postMessage = installFakeWrapper();
    const { store } = renderPrompts({ identity: ASKS_FOR_CAMERA });
    askForCamera(store);
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    expect(postMessage).toHaveBeenCalledWith('requestCamera');
    expect(cameraAnswer(store).answered).toBe(0);

    sendFromWrapper('thrive:camera|granted');
    expect(readLocal(STORAGE_KEYS.cameraAccess)).toBe('true');
    expect(cameraAnswer(store)).toMatchObject({ answered: 1, granted: true });
    expect(callsTo(api, 'PATCH', 'DontAskAgain/')).toEqual([]);
  });

  test('accepting in a plain browser requests the camera directly, stops it at once, stores the grant and saves AskForCamera true', async () => {
    const { getUserMedia, stop } = fakeBrowserCamera('granted');
    const { store } = renderPrompts({ identity: ASKS_FOR_CAMERA });
    askForCamera(store);
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(cameraAnswer(store).granted).toBe(true));
    expect(getUserMedia).toHaveBeenCalledWith({ video: true });
    expect(stop).toHaveBeenCalled();
    expect(readLocal(STORAGE_KEYS.cameraAccess)).toBe('true');
    await waitFor(() =>
      expect(callsTo(api, 'PATCH', 'DontAskAgain/').map((call) => call.body)).toEqual([
        { property: 'AskForCamera', value: true },
      ]),
    );
  });

  test('a camera the browser refuses answers false and stores no grant', async () => {
    fakeBrowserCamera('refused');
    const { store } = renderPrompts({ identity: ASKS_FOR_CAMERA });
    askForCamera(store);
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(cameraAnswer(store).granted).toBe(false));
    expect(readLocal(STORAGE_KEYS.cameraAccess)).toBeNull();
  });

  test('UpdateCamera from the wrapper stores the camera permission', () => {
    installFakeWrapper();
    renderPrompts({ identity: ASKS_FOR_CAMERA });
    sendFromWrapper('thrive:UpdateCamera|granted');
    expect(readLocal(STORAGE_KEYS.cameraAccess)).toBe('true');
    sendFromWrapper('thrive:UpdateCamera|denied');
    expect(readLocal(STORAGE_KEYS.cameraAccess)).toBe('false');
  });
});

describe('useCameraAccess: how an area runs the camera flow', () => {
  function AskButton({ onAnswer }: { onAnswer: (granted: boolean) => void }) {
    const askForCamera = useCameraAccess();
    return (
      <button type="button" onClick={() => void askForCamera().then(onAnswer)}>
        Identify by camera
      </button>
    );
  }

  test('resolves true at once when the ask flag is off', async () => {
    const onAnswer = jest.fn();
    renderPrompts({
      identity: testIdentity({ AskForCamera: false }),
      children: <AskButton onAnswer={onAnswer} />,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Identify by camera' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  test('resolves with the dialog outcome: dismissed is false', async () => {
    const onAnswer = jest.fn();
    renderPrompts({ identity: ASKS_FOR_CAMERA, children: <AskButton onAnswer={onAnswer} /> });
    await userEvent.click(screen.getByRole('button', { name: 'Identify by camera' }));
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});
