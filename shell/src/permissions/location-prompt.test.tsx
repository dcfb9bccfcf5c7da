import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  readDeviceLocation,
  readLocal,
  requestLocationAccess,
  selectPermission,
  STORAGE_KEYS,
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
const ASKS_FOR_LOCATION = testIdentity({ AskForLocation: true, ShowLocationPrompt: true });
const TITLE = PERMISSION_TEXTS.location.title;

type Position = { coords: { latitude: number; longitude: number } };
function fakeGeolocation(outcome: Position | 'refused') {
  const getCurrentPosition = jest.fn((ok: (position: Position) => void, fail: (error: unknown) => void) =>
    outcome === 'refused' ? fail(new Error('User denied Geolocation')) : ok(outcome),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  removeFakeWrapper();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const locationPromptRecorded = () => callsTo(api, 'PATCH', 'LastPromptLocation').length;

describe('Location permission (SPEC §4)', () => {
  test("approved once geo_access is 'true': no dialog, and the wrapper is asked for fresh coordinates", async () => {
    writeLocalFlag(STORAGE_KEYS.geoAccess, true);
    const postMessage = installFakeWrapper();
    renderPrompts({ identity: ASKS_FOR_LOCATION });
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('requestLocationCoordinates'));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('the Location Access dialog shows at session start when the identity has AskForLocation and ShowLocationPrompt', async () => {
    renderPrompts({ identity: ASKS_FOR_LOCATION });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent("choose 'Allow While Using App' on the next screen");
    expect(screen.getByRole('checkbox', { name: "Don't ask me again." })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Got It' })).toBeInTheDocument();
  });

  test('no permission prompt on a public page (SPEC §2.1: permissions are not shown there)', async () => {
    renderPrompts({ identity: ASKS_FOR_LOCATION, path: '/public/yard/3' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('only signed-in users get the location prompt (SPEC §6)', async () => {
    renderPrompts({ identity: null });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('accepting in the wrapper asks askForLocationPermission, and closing records the last location prompt', async () => {
    const postMessage = installFakeWrapper();
    renderPrompts({ identity: ASKS_FOR_LOCATION });
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    expect(postMessage).toHaveBeenCalledWith('askForLocationPermission');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    await waitFor(() => expect(locationPromptRecorded()).toBe(1));
  });

  test('a wrapper "granted" sets geo_access true, records the prompt date, requests coordinates and emits accept-location true', async () => {
    const postMessage = installFakeWrapper();
    const { store } = renderPrompts({ identity: ASKS_FOR_LOCATION });
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(locationPromptRecorded()).toBe(1));

    sendFromWrapper('thrive:location|granted');
    expect(readLocal(STORAGE_KEYS.geoAccess)).toBe('true');
    expect(postMessage).toHaveBeenLastCalledWith('requestLocationCoordinates');
    await waitFor(() => expect(locationPromptRecorded()).toBe(2));
    expect(selectPermission(store.getState(), 'location')).toMatchObject({ answered: 1, granted: true });
  });

  test('any other wrapper result sets the location to 0,0 and emits accept-location false', async () => {
    installFakeWrapper();
    const { store } = renderPrompts({ identity: ASKS_FOR_LOCATION });
    sendFromWrapper('thrive:location|denied');
    expect(readDeviceLocation()).toEqual({ lat: 0, lon: 0 });
    expect(readLocal(STORAGE_KEYS.geoAccess)).toBeNull();
    expect(selectPermission(store.getState(), 'location')).toMatchObject({ answered: 1, granted: false });
  });

  test('SendLocationCoordinates stores the coordinates as the device location', () => {
    installFakeWrapper();
    renderPrompts({ identity: ASKS_FOR_LOCATION });
    sendFromWrapper('thrive:SendLocationCoordinates|40.7,-74.0');
    expect(readDeviceLocation()).toEqual({ lat: 40.7, lon: -74 });
  });

  test('accepting in a browser asks navigator.geolocation and stores the position and geo_access', async () => {
    const getCurrentPosition = fakeGeolocation({ coords: { latitude: 45.5, longitude: -122.6 } });
    const { store } = renderPrompts({ identity: ASKS_FOR_LOCATION });
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(selectPermission(store.getState(), 'location').granted).toBe(true));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(readDeviceLocation()).toEqual({ lat: 45.5, lon: -122.6 });
    expect(readLocal(STORAGE_KEYS.geoAccess)).toBe('true');
  });

  test('a failing browser geolocation gives 0,0 and accept-location false', async () => {
    fakeGeolocation('refused');
    const { store } = renderPrompts({ identity: ASKS_FOR_LOCATION });
    await userEvent.click(await screen.findByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(selectPermission(store.getState(), 'location').granted).toBe(false));
    expect(readDeviceLocation()).toEqual({ lat: 0, lon: 0 });
    expect(readLocal(STORAGE_KEYS.geoAccess)).toBeNull();
  });

  test('declining (the close X) stores 0,0, records the last location prompt and emits accept-location false', async () => {
    const { store } = renderPrompts({ identity: ASKS_FOR_LOCATION });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(readDeviceLocation()).toEqual({ lat: 0, lon: 0 });
    expect(selectPermission(store.getState(), 'location')).toMatchObject({ answered: 1, granted: false });
    await waitFor(() => expect(locationPromptRecorded()).toBe(1));
  });

  test('an area asking for the location when approved hears true at once, without a dialog', async () => {
    writeLocalFlag(STORAGE_KEYS.geoAccess, true);
    installFakeWrapper();
    const { store } = renderPrompts({ identity: testIdentity({ AskForLocation: true }) });
    act(() => {
      store.dispatch(requestLocationAccess());
    });
    await waitFor(() => expect(selectPermission(store.getState(), 'location').granted).toBe(true));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  test('an area asking for the location opens the dialog when AskForLocation is set, even without ShowLocationPrompt', async () => {
    const { store } = renderPrompts({ identity: testIdentity({ AskForLocation: true }) });
    act(() => {
      store.dispatch(requestLocationAccess());
    });
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});
