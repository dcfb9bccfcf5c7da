import { useId } from 'react';
import {
  errorText,
  FormField,
  formStyles,
  LoadError,
  Loading,
  notify,
  useGetReminderSettingsQuery,
  useSaveReminderSettingsMutation,
  visuallyHidden,
} from '@thrive/shared';
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
  EMAIL_HINT,
  EMAIL_LABEL,
  HOUR_HINT,
  HOUR_LABEL,
  LOADING_REMINDERS,
  NO_REMINDERS_LABEL,
  remindersSavedMessage,
  REMINDERS_TITLE,
  SAVE_TEXT,
} from './reminder-texts';
import styles from './settings.module.css';

/** The channels offered: only these two send anything yet (the contract's REMINDER_CHANNELS). */
const OFFERED_CHANNELS: { channel: ReminderChannel; label: string; hint?: string }[] = [
  { channel: 'none', label: NO_REMINDERS_LABEL },
  { channel: 'email', label: EMAIL_LABEL, hint: EMAIL_HINT },
];

/**
 * Settings' "Care reminders" (GET/PUT users/{uid}/ReminderSettings): no reminders, or a
 * morning e-mail of the day's care tasks at an hour of the yard's time.
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
  // A channel not offered yet (set elsewhere later) checks no radio and is sent back as it is.
  const form = useContractForm<ReminderSettings, ReminderSettingsInput>({
    schema: reminderSettingsInputSchema,
    defaultValues: saved,
  });
  const channel = useWatch({ control: form.control, name: 'Channel' });
  const channelError = form.errorOf('Channel');
  const channelErrorId = `${ids}-channel-error`;

  const submit = form.submitWith(async (input) => {
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
        {OFFERED_CHANNELS.map((offered) => {
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
      {channel === 'email' && <HourSelect form={form} id={`${ids}-hour`} saved={saved.MorningHour} />}
      <div className={formStyles.buttons}>
        <SubmitButton form={form}>{SAVE_TEXT}</SubmitButton>
      </div>
    </form>
  );
}

type ReminderSettingsForm = ContractForm<ReminderSettings, ReminderSettingsInput>;

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
