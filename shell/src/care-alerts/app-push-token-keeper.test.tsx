import { waitFor } from '@testing-library/react';
import { testIdentity } from '@thrive/shared/testing';
import {
  callsTo,
  fakeApi,
  installFakeWrapper,
  removeFakeWrapper,
  renderPrompts,
  sendFromWrapper,
} from '../testing/prompt-test-kit';
import { AppPushTokenKeeper } from './app-push-token-keeper';

const api = fakeApi();
const TOKEN_MESSAGE = 'thrive:PushToken|{"token":"fcm-token-of-this-phone:APA91b","platform":"android"}';

beforeEach(() => installFakeWrapper());
afterEach(() => removeFakeWrapper());

describe('the phone app’s push token reaches the server (reminders pushed to the app)', () => {
  test('a token the app sends while a gardener is signed in is saved for them, also a new one later', async () => {
    renderPrompts({ identity: testIdentity({ Id: 42 }), children: <AppPushTokenKeeper /> });
    sendFromWrapper(TOKEN_MESSAGE);
    await waitFor(() =>
      expect(callsTo(api, 'PUT', 'AppPushToken')).toEqual([
        {
          method: 'PUT',
          path: 'users/42/AppPushToken',
          body: { Token: 'fcm-token-of-this-phone:APA91b', Platform: 'android' },
        },
      ]),
    );
    sendFromWrapper('thrive:PushToken|{"token":"a-rotated-token-of-this-phone","platform":"android"}');
    await waitFor(() => expect(callsTo(api, 'PUT', 'AppPushToken')).toHaveLength(2));
  });

  test('signed out, the token goes nowhere', async () => {
    renderPrompts({ identity: null, children: <AppPushTokenKeeper /> });
    sendFromWrapper(TOKEN_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api, 'PUT', 'AppPushToken')).toEqual([]);
  });
});
