import { EmptyState, selectIdentity, SIGNED_OUT_MESSAGE, useAppSelector } from '@thrive/shared';
import type { Identity } from '@thrive/shared/contracts';
import { AccountPage } from '../common/account-page';
import { CareReminders } from './care-reminders';
import { DataExport } from './data-export';
import { LandingPageChoice } from './landing-page-choice';
import { SettingSwitch } from './setting-switch';
import { useSettingSavers, type SettingFlag } from './use-setting-savers';
import styles from './settings.module.css';

const SETTINGS_TITLE = 'Settings';

interface SwitchSpec {
  flag: SettingFlag;
  label: string;
  hint: string;
}

const HELP_SWITCHES: SwitchSpec[] = [
  { flag: 'EnableHelpWizard', label: 'Help wizard', hint: 'Open the help wizard when the app starts.' },
  { flag: 'ShowAddPlant', label: 'Add a plant', hint: 'Offer to add a plant to your yard as you browse.' },
  {
    flag: 'ThriveScorePrompt',
    label: 'Thrive score explained',
    hint: 'Explain the thrive scores on the Thrive Scorecard.',
  },
  { flag: 'ShowNewFeaturesVideo', label: 'New features video', hint: 'Show the video of what is new.' },
  { flag: 'TogglePlantTagId', label: 'Plant tag ID', hint: 'Identify plants from a photo of their tag.' },
];

const PERMISSION_SWITCHES: SwitchSpec[] = [
  { flag: 'AskForCamera', label: 'Ask for the camera', hint: 'Ask before the app uses your camera.' },
  { flag: 'AskForLocation', label: 'Ask for my location', hint: 'Ask before the app uses your location.' },
  {
    flag: 'AskForNotifications',
    label: 'Ask for notifications',
    hint: 'Ask before the app sends you notifications.',
  },
];

/** SPEC §4 Notifications permission: the server only ever stops this prompt. */
const NOTIFICATIONS_PROMPT: SwitchSpec = {
  flag: 'ShowNotificationsPrompt',
  label: 'Notifications reminder',
  hint: 'Remind me to turn on notifications for plant care alerts.',
};
export const NOTIFICATIONS_PROMPT_OFF_HINT =
  'Turned off. To get notifications, allow them in your device’s settings.';

interface GroupProps {
  title: string;
  specs: SwitchSpec[];
  identity: Identity;
  savers: ReturnType<typeof useSettingSavers>;
}

function SwitchGroup({ title, specs, identity, savers }: GroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{title}</legend>
      {specs.map(({ flag, label, hint }) => {
        const locked = flag === 'ShowNotificationsPrompt' && !identity[flag];
        return (
          <SettingSwitch
            key={flag}
            id={`setting-${flag}`}
            label={label}
            hint={locked ? NOTIFICATIONS_PROMPT_OFF_HINT : hint}
            checked={identity[flag]}
            locked={locked}
            onSave={savers[flag]}
          />
        );
      })}
    </fieldset>
  );
}

const PERMISSIONS = [NOTIFICATIONS_PROMPT, ...PERMISSION_SWITCHES];

function Settings({ identity }: { identity: Identity }) {
  const savers = useSettingSavers(identity);
  return (
    <div className={styles.settings}>
      <LandingPageChoice current={identity.LandingPage} />
      <SwitchGroup title="Help and tips" specs={HELP_SWITCHES} identity={identity} savers={savers} />
      <SwitchGroup title="Permissions" specs={PERMISSIONS} identity={identity} savers={savers} />
      <CareReminders />
      <DataExport />
    </div>
  );
}

/** users/settings (SPEC §2.4 Settings, §7 "User profile and settings"): read from the identity. */
export function SettingsPage() {
  const identity = useAppSelector(selectIdentity);
  return (
    <AccountPage title={SETTINGS_TITLE}>
      {identity ? <Settings identity={identity} /> : <EmptyState title={SIGNED_OUT_MESSAGE} />}
    </AccountPage>
  );
}
