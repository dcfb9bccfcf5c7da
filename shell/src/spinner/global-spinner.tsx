import { selectIsLoading, selectIsLoadingPlantDetails, useAppSelector, visuallyHidden } from '@thrive/shared';
import { useDelayedVisibility } from './use-delayed-visibility';
import styles from './spinner.module.css';

/** SPEC §9: the spinner shows 250 ms after loading starts and hides 250 ms after it ends. */
export const SPINNER_DELAY_MS = 250;

/** SPEC §2.6 root shell texts. */
export const LOADING_TEXT = 'Loading...';
export const PLANT_DETAILS_TEXT = 'Retrieving plant details...';

function DelayedSpinner({ active, text }: { active: boolean; text: string }) {
  const visible = useDelayedVisibility(active, SPINNER_DELAY_MS);
  // The live region stays in the page so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className={visible ? styles.overlay : visuallyHidden}>
      {visible && (
        <div className={styles.box}>
          <span className={styles.wheel} aria-hidden="true" />
          <span>{text}</span>
        </div>
      )}
    </div>
  );
}

/** The root shell's two spinners, each driven by its counter in the ui slice (SPEC §4). */
export function GlobalSpinner() {
  const loading = useAppSelector(selectIsLoading);
  const plantDetails = useAppSelector(selectIsLoadingPlantDetails);
  return (
    <>
      <DelayedSpinner active={loading} text={LOADING_TEXT} />
      <DelayedSpinner active={plantDetails} text={PLANT_DETAILS_TEXT} />
    </>
  );
}
