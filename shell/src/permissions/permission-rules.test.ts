import { testIdentity } from '@thrive/shared/testing';
import {
  decideCamera,
  mayAskForLocation,
  shouldPromptForLocation,
  shouldPromptForNotifications,
  type DeviceFlags,
} from './permission-rules';

const device = (overrides: Partial<DeviceFlags> = {}): DeviceFlags => ({
  locationGranted: false,
  askForLocationOnDevice: true,
  cameraGranted: false,
  notificationsGranted: false,
  ...overrides,
});

describe('location dialog at session start (SPEC §4 Location permission)', () => {
  const asks = testIdentity({ AskForLocation: true, ShowLocationPrompt: true });

  test('shown when not approved and the identity has AskForLocation and ShowLocationPrompt', () => {
    expect(shouldPromptForLocation(asks, device())).toBe(true);
  });
  test("not shown once approved (geo_access is 'true')", () => {
    expect(shouldPromptForLocation(asks, device({ locationGranted: true }))).toBe(false);
  });
  test.each(['AskForLocation', 'ShowLocationPrompt'] as const)('not shown without %s', (flag) => {
    expect(shouldPromptForLocation(testIdentity({ ...asks, [flag]: false }), device())).toBe(false);
  });
  test('not shown once this device was told not to ask (nu_geo_askaccess false)', () => {
    expect(shouldPromptForLocation(asks, device({ askForLocationOnDevice: false }))).toBe(false);
  });
  test('only signed-in users are prompted (SPEC §6)', () => {
    expect(shouldPromptForLocation(null, device())).toBe(false);
    expect(mayAskForLocation(null, device())).toBe(false);
  });
});

describe('camera decision (SPEC §4 Camera permission)', () => {
  const asks = testIdentity({ AskForCamera: true });

  test('ask flag off: accepted at once', () => {
    expect(decideCamera(testIdentity({ AskForCamera: false }), device(), {})).toBe('accepted');
  });
  test('flag on, camera granted and a camera parameter: accepted at once', () => {
    expect(decideCamera(asks, device({ cameraGranted: true }), { camera: '1' })).toBe('accepted');
  });
  test.each([
    ['granted without a camera parameter', device({ cameraGranted: true }), {}],
    ['a camera parameter but not granted', device(), { camera: '1' }],
    ['neither', device(), {}],
  ])('flag on, %s: the dialog', (_case, flags, carried) => {
    expect(decideCamera(asks, flags, carried)).toBe('dialog');
  });
});

describe('notifications dialog (SPEC §4 Notifications permission)', () => {
  const asks = testIdentity({ AskForNotifications: true });
  const av = { av: '3.2.1' };

  test('ask flag on, app version present, not granted: shown', () => {
    expect(shouldPromptForNotifications(asks, device(), av)).toBe(true);
  });
  test('granted but the server says to show the prompt: shown', () => {
    const identity = testIdentity({ AskForNotifications: true, ShowNotificationsPrompt: true });
    expect(shouldPromptForNotifications(identity, device({ notificationsGranted: true }), av)).toBe(true);
  });
  test('granted and a nots parameter clears the show-prompt flag: not shown', () => {
    const identity = testIdentity({ AskForNotifications: true, ShowNotificationsPrompt: true });
    expect(
      shouldPromptForNotifications(identity, device({ notificationsGranted: true }), { ...av, nots: '1' }),
    ).toBe(false);
  });
  test('no app version: not shown', () => {
    expect(shouldPromptForNotifications(asks, device(), {})).toBe(false);
  });
  test('ask flag off: not shown', () => {
    expect(shouldPromptForNotifications(testIdentity({ AskForNotifications: false }), device(), av)).toBe(
      false,
    );
  });
});
