import {
  doneMessageSchema,
  reminderSettingsSchema,
  type DoneMessage,
  type ReminderSettings,
  type ReminderSettingsInput,
  type UnsubscribeInput,
} from '../contracts';
import { thriveApi } from './thrive-api';
import { parseWith, send } from './endpoint-helpers';

/** Daily care reminders: the gardener's settings, and the unsubscribe link of a reminder mail. */
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
  }),
});

export const {
  useGetReminderSettingsQuery,
  useSaveReminderSettingsMutation,
  useUnsubscribeRemindersMutation,
} = remindersApi;
