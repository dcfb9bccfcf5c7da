import { useId } from 'react';
import {
  errorText,
  FormField,
  formStyles,
  LoadError,
  Loading,
  notify,
  useGetReminderSettingsQuery,
  useLazyGetWebPushKeyQuery,
  useRemoveWebPushSubscriptionMutation,
  useSaveReminderSettingsMutation,
  useSaveAppPushTokenMutation,
  useSaveWebPushSubscriptionMutation,
  visuallyHidden,
} from '@thrive/shared';
import {
  appPushSupported,
  browserPushSupported,
  requestAppPushToken,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '@thrive/shared/push';
import {
  reminderSettingsInputSchema,
  type ReminderChannel,
  type ReminderSettings,
  type ReminderSettingsInput,
} from '@thrive/shared/contracts';
import {
  SubmitButton,
  useContractForm,
  useController,
  useWatch,
  type ContractForm,
} from '@thrive/shared/forms';
import { hourLabel, offeredHours } from './reminder-hours';
import {
  APP_PUSH_HINT,
  APP_PUSH_LABEL,
  APP_PUSH_UNAVAILABLE_HINT,
  EMAIL_HINT,
  EMAIL_LABEL,
  HOUR_HINT,
  HOUR_LABEL,
  LOADING_REMINDERS,
  NO_REMINDERS_LABEL,
  PUSH_HINT,
  PUSH_LABEL,
  PUSH_UNAVAILABLE_HINT,
  remindersSavedMessage,
  REMINDERS_TITLE,
  SAVE_TEXT,
} from './reminder-texts';
import styles from './settings.module.css';

interface OfferedChannel {
  channel: ReminderChannel;
  label: string;
  hint?: string;
}

/**
 * The channels offered (the contract's REMINDER_CHANNELS): a notification from the app inside
 * the app when the server can send one (AppPushAvailable: a server without FCM would refuse it
 * only after the app was asked for its token); a browser notification where this browser can
 * show one. Either is offered too where it was chosen before, so the saved choice still shows
 * checked, with why it cannot be had here.
 */
function offeredChannels({ Channel: saved, AppPushAvailable }: ReminderSettings): OfferedChannel[] {
  const pushHere = browserPushSupported();
  const appPushHere = appPushSupported() && AppPushAvailable;
  return [
    { channel: 'none', label: NO_REMINDERS_LABEL },
    { channel: 'email', label: EMAIL_LABEL, hint: EMAIL_HINT },
    ...(pushHere || saved === 'web-push'
      ? [
          {
            channel: 'web-push' as const,
            label: PUSH_LABEL,
            hint: pushHere ? PUSH_HINT : PUSH_UNAVAILABLE_HINT,
          },
        ]
      : []),
    ...(appPushHere || saved === 'app-push'
      ? [
          {
            channel: 'app-push' as const,
            label: APP_PUSH_LABEL,
            hint: appPushHere ? APP_PUSH_HINT : APP_PUSH_UNAVAILABLE_HINT,
          },
        ]
      : []),
  ];
}

/** The channels sent at the morning hour the gardener picks. */
const TIMED_CHANNELS: readonly ReminderChannel[] = ['email', 'web-push', 'app-push'];

/**
 * Settings' "Care reminders" (GET/PUT users/{uid}/ReminderSettings): no reminders, or a
 * morning e-mail or notification (browser or app) of the day's care tasks at an hour of the
 * yard's time.
 */
export function CareReminders() {
  const settings = useGetReminderSettingsQuery();
  return (
    <section className={styles.section} aria-labelledby="reminders-heading">
      <h3 id="reminders-heading" className={styles.groupTitle}>
        {REMINDERS_TITLE}
      </h3>
      {settings.isLoading ? (
        <Loading label={LOADING_REMINDERS} />
      ) : settings.isError || !settings.data ? (
        <LoadError message={errorText(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <ReminderForm saved={settings.data} />
      )}
    </section>
  );
}

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const ids = useId();
  const [save] = useSaveReminderSettingsMutation();
  const browserPush = useBrowserPush();
  const [saveAppPushToken] = useSaveAppPushTokenMutation();
  // A channel not offered yet (set elsewhere later) checks no radio and is sent back as it is.
  const form = useContractForm<ReminderSettingsInput, ReminderSettingsInput>({
    schema: reminderSettingsInputSchema,
    defaultValues: { Channel: saved.Channel, MorningHour: saved.MorningHour },
  });
  const channel = useWatch({ control: form.control, name: 'Channel' });
  const channelError = form.errorOf('Channel');
  const channelErrorId = `${ids}-channel-error`;

  const submit = form.submitWith(async (input) => {
    try {
      if (input.Channel === 'web-push' && browserPushSupported()) await browserPush.subscribe();
      if (input.Channel === 'app-push') await saveAppPushToken(await requestAppPushToken()).unwrap();
    } catch (error) {
      form.setError('Channel', { type: 'server', message: errorText(error) });
      throw error;
    }
    if (input.Channel !== 'web-push' && saved.Channel === 'web-push') {
      // Best effort: a browser that keeps its subscription gets nothing once the channel changed.
      void browserPush.unsubscribe();
    }
    const answer = await save(input).unwrap();
    notify({ message: remindersSavedMessage(answer.Channel, answer.MorningHour), variant: 'success' });
  });

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={form.formState.isSubmitting}
      aria-labelledby="reminders-heading"
    >
      <fieldset className={styles.group} aria-describedby={channelError ? channelErrorId : undefined}>
        <legend className={visuallyHidden}>How to be reminded</legend>
        {offeredChannels(saved).map((offered) => {
          const hintId = offered.hint ? `${ids}-${offered.channel}-hint` : undefined;
          return (
            <div key={offered.channel}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  value={offered.channel}
                  aria-describedby={hintId}
                  {...form.register('Channel')}
                />
                {offered.label}
              </label>
              {hintId && (
                <p id={hintId} className={styles.radioHint}>
                  {offered.hint}
                </p>
              )}
            </div>
          );
        })}
        {channelError && (
          <p id={channelErrorId} className={formStyles.error}>
            {channelError}
          </p>
        )}
      </fieldset>
      {TIMED_CHANNELS.includes(channel) && (
        <HourSelect form={form} id={`${ids}-hour`} saved={saved.MorningHour} />
      )}
      <div className={formStyles.buttons}>
        <SubmitButton form={form}>{SAVE_TEXT}</SubmitButton>
      </div>
    </form>
  );
}

type ReminderSettingsForm = ContractForm<ReminderSettingsInput, ReminderSettingsInput>;

/**
 * This browser's push subscription: subscribe asks for notifications, subscribes with the
 * server's key and gives the server the subscription; unsubscribe ends it here and there.
 */
function useBrowserPush() {
  const [getKey] = useLazyGetWebPushKeyQuery();
  const [saveSubscription] = useSaveWebPushSubscriptionMutation();
  const [removeSubscription] = useRemoveWebPushSubscriptionMutation();
  return {
    async subscribe() {
      const { PublicKey } = await getKey(undefined, true).unwrap();
      await saveSubscription(await subscribeThisBrowser(PublicKey)).unwrap();
    },
    async unsubscribe() {
      const endpoint = await unsubscribeThisBrowser().catch(() => null);
      if (endpoint)
        await removeSubscription(endpoint)
          .unwrap()
          .catch(() => undefined);
    },
  };
}

/** The hour of the e-mail, in the device's way of writing times; its value is the hour 0–23. */
function HourSelect({ form, id, saved }: { form: ReminderSettingsForm; id: string; saved: number }) {
  const { field } = useController({ control: form.control, name: 'MorningHour' });
  return (
    <FormField id={id} label={HOUR_LABEL} hint={HOUR_HINT} error={form.errorOf('MorningHour')}>
      {(control) => (
        <select
          {...control}
          className={formStyles.control}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
        >
          {offeredHours(saved).map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
