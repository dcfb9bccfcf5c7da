import { useState } from 'react';
import { errorText, notify, useSetLandingPageMutation } from '@thrive/shared';
import { LANDING_PAGES, type Identity } from '@thrive/shared/contracts';
import styles from './settings.module.css';

type LandingPage = Identity['LandingPage'];

/** The menu's names for the three pages (SPEC §2.4). */
const LANDING_PAGE_LABELS: Record<LandingPage, string> = {
  launchpad: 'Launch Pad',
  'my yard': 'My Yard',
  'plant search': 'Plant ID/Search',
};

export const landingSavedMessage = (page: LandingPage) =>
  `You will start on ${LANDING_PAGE_LABELS[page]}. Saved.`;

/** SPEC §3 Landing page: where the gardener starts after signing in (POST LandingPage). */
export function LandingPageChoice({ current }: { current: LandingPage }) {
  const [setLandingPage] = useSetLandingPageMutation();
  const [pending, setPending] = useState<LandingPage | null>(null);
  const choose = async (page: LandingPage) => {
    // One choice at a time; the radios stay enabled so the keyboard keeps its place.
    if (pending !== null) return;
    setPending(page);
    try {
      await setLandingPage(page).unwrap();
      notify({ message: landingSavedMessage(page), variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    } finally {
      setPending(null);
    }
  };
  const shown = pending ?? current;
  return (
    <fieldset className={styles.group} aria-busy={pending !== null}>
      <legend className={styles.groupTitle}>Start the app on</legend>
      {LANDING_PAGES.map((page) => (
        <label key={page} className={styles.radio}>
          <input
            type="radio"
            name="landing-page"
            value={page}
            checked={shown === page}
            onChange={() => void choose(page)}
          />
          {LANDING_PAGE_LABELS[page]}
        </label>
      ))}
    </fieldset>
  );
}
