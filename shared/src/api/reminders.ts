import {
  doneMessageSchema,
  reminderSettingsSchema,
  webPushKeySchema,
  type AppPushTokenInput,
  type DoneMessage,
  type ReminderSettings,
  type ReminderSettingsInput,
  type UnsubscribeInput,
  type WebPushKey,
  type WebPushSubscriptionInput,
} from '../contracts';
import { thriveApi } from './thrive-api';
import { parseWith, send } from './endpoint-helpers';

/**
 * Daily care reminders: the gardener's settings, the unsubscribe link of a reminder mail, this
 * browser's push subscription and the phone app's push token.
 */
export const remindersApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    getReminderSettings: build.query<ReminderSettings, void>({
      query: () => 'users/{uid}/ReminderSettings',
      transformResponse: parseWith(reminderSettingsSchema),
      providesTags: ['Identity'],
    }),
    saveReminderSettings: build.mutation<ReminderSettings, ReminderSettingsInput>({
      query: (body) => send('PUT', 'users/{uid}/ReminderSettings', body),
      transformResponse: parseWith(reminderSettingsSchema),
      // The answer is the saved settings: the cached ones become them without another call.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(remindersApi.util.upsertQueryData('getReminderSettings', undefined, data));
        } catch {
          // A refused save leaves the cached settings as they were; the page shows the error.
        }
      },
    }),
    unsubscribeReminders: build.mutation<DoneMessage, UnsubscribeInput>({
      query: (body) => send('POST', 'public/Unsubscribe', body),
      transformResponse: parseWith(doneMessageSchema),
    }),
    getWebPushKey: build.query<WebPushKey, void>({
      query: () => 'users/{uid}/WebPushKey',
      transformResponse: parseWith(webPushKeySchema),
    }),
    saveWebPushSubscription: build.mutation<DoneMessage, WebPushSubscriptionInput>({
      query: (body) => send('PUT', 'users/{uid}/WebPushSubscription', body),
      transformResponse: parseWith(doneMessageSchema),
    }),
    saveAppPushToken: build.mutation<DoneMessage, AppPushTokenInput>({
      query: (body) => send('PUT', 'users/{uid}/AppPushToken', body),
      transformResponse: parseWith(doneMessageSchema),
    }),
    removeWebPushSubscription: build.mutation<DoneMessage, string>({
      query: (endpoint) =>
        send('DELETE', `users/{uid}/WebPushSubscription?Endpoint=${encodeURIComponent(endpoint)}`),
      transformResponse: parseWith(doneMessageSchema),
    }),
  }),
});

export const {
  useGetReminderSettingsQuery,
  useSaveReminderSettingsMutation,
  useUnsubscribeRemindersMutation,
  useLazyGetWebPushKeyQuery,
  useSaveWebPushSubscriptionMutation,
  useRemoveWebPushSubscriptionMutation,
  useSaveAppPushTokenMutation,
} = remindersApi;
