import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeFcm, type FakeFcm } from '../../testing/fake-fcm';
import { appPushConfigFrom } from './app-push-config';

describe('app push configuration from FCM_CREDENTIALS and FCM_API_URL', () => {
  let fcm: FakeFcm;
  let dir: string;
  beforeAll(async () => {
    fcm = await startFakeFcm();
    dir = mkdtempSync(path.join(os.tmpdir(), 'thrive-fcm-'));
  });
  afterAll(async () => {
    await fcm.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const written = (name: string, content: object) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  test('without FCM_CREDENTIALS the phone app gets no pushes', () => {
    expect(appPushConfigFrom({})).toBeNull();
    expect(appPushConfigFrom({ FCM_CREDENTIALS: '  ', FCM_API_URL: fcm.config.apiUrl })).toBeNull();
  });

  test('the service-account file gives the project, the signer and the token service; FCM_API_URL the origin', () => {
    const file = written('service-account.json', fcm.credentials);
    expect(appPushConfigFrom({ FCM_CREDENTIALS: file, FCM_API_URL: `${fcm.config.apiUrl}/` })).toEqual(
      fcm.config,
    );
    expect(appPushConfigFrom({ FCM_CREDENTIALS: file })?.apiUrl).toBe('https://fcm.googleapis.com');
  });

  test('a file that is not there is named in the error', () => {
    const file = path.join(dir, 'missing.json');
    expect(() => appPushConfigFrom({ FCM_CREDENTIALS: file })).toThrow(
      `FCM_CREDENTIALS: the service-account file ${file} cannot be read`,
    );
  });

  test('a file that is not JSON, or lacks a field, is named with what is wrong', () => {
    const garbled = path.join(dir, 'garbled.json');
    writeFileSync(garbled, 'project_id = thrive');
    expect(() => appPushConfigFrom({ FCM_CREDENTIALS: garbled })).toThrow(
      `FCM_CREDENTIALS: the service-account file ${garbled} is not JSON`,
    );
    const { client_email: _dropped, ...rest } = fcm.credentials;
    const file = written('no-email.json', rest);
    expect(() => appPushConfigFrom({ FCM_CREDENTIALS: file })).toThrow(
      `FCM_CREDENTIALS: the service-account file ${file} has no client_email.`,
    );
  });

  test('a private key that is not PEM, or an FCM_API_URL that is not an address, is refused at start', () => {
    const file = written('bad-key.json', { ...fcm.credentials, private_key: 'not a key' });
    expect(() => appPushConfigFrom({ FCM_CREDENTIALS: file })).toThrow(
      `FCM_CREDENTIALS: the private_key in ${file} is not a PEM private key`,
    );
    const good = written('service-account.json', fcm.credentials);
    expect(() => appPushConfigFrom({ FCM_CREDENTIALS: good, FCM_API_URL: 'fcm.googleapis.com' })).toThrow(
      'FCM_API_URL (fcm.googleapis.com) is not an http(s) address.',
    );
  });
});
