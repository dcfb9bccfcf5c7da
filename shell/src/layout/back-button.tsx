import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIdentity, selectPreviousTrackedUrl, selectShortHistory, useAppSelector } from '@thrive/shared';
import { backAction } from '../navigation/back-action';
import { useAddressParams } from '../common/address-params';
import { withCarriedParams } from '@thrive/shared';
import { BACK_NAVIGATION_STATE } from './navigation-trail';
import styles from './header.module.css';

/** The header's back arrow (SPEC §2.5): hidden, a fixed destination, or back in history. */
export function BackButton() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const carried = useAddressParams();
  const identity = useAppSelector(selectIdentity);
  const shortHistory = useAppSelector(selectShortHistory);
  const previousTrackedUrl = useAppSelector(selectPreviousTrackedUrl);
  const action = backAction({
    path: pathname,
    query: new URLSearchParams(search),
    identity,
    shortHistory,
    previousTrackedUrl,
  });
  if (action.kind === 'hidden') return null;

  const goBack = () => {
    if (action.kind === 'history') {
      void navigate(-1);
      return;
    }
    // Going to the previous tracked url is a step back: the trail pops instead of growing.
    const state = action.to === previousTrackedUrl ? BACK_NAVIGATION_STATE : undefined;
    void navigate(withCarriedParams(action.to, carried), { state });
  };
  return (
    <button type="button" className={styles.iconButton} aria-label="Back" onClick={goBack}>
      <ArrowLeft aria-hidden="true" size={24} />
    </button>
  );
}
