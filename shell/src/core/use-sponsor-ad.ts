import { useCallback, useEffect, useRef } from 'react';
import { readDeviceLocation, selectUserId, useAppSelector, useRecordSponsorAdMutation } from '@thrive/shared';
import { UNKNOWN_COORDINATE } from '@thrive/shared/contracts';
import { logFailure } from '../common/log-failure';

/** The request accepts a web address as destination; anything else goes as none. */
const webAddress = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

/**
 * Reports a sponsor's banner to the sponsor (SPEC §3 "Partner banner request", §7 POST
 * Users/{uid}/SponsorAd): once when it is shown, with no destination, and each time the
 * gardener follows it, with the address it leads to; both with the device's location
 * (SPEC §3: -999 when unknown). Fire and forget: a failure is only logged, like the other
 * sponsor calls (SPEC §8). Returns what to call when the banner is followed.
 */
export function useSponsorAd(sponsorId: number): (destination: string) => void {
  const signedIn = useAppSelector(selectUserId) > 0;
  const [recordSponsorAd] = useRecordSponsorAdMutation();
  const report = useCallback(
    (destination: string) => {
      if (!signedIn) return;
      const location = readDeviceLocation();
      recordSponsorAd({
        latitude: location?.lat ?? UNKNOWN_COORDINATE,
        longitude: location?.lon ?? UNKNOWN_COORDINATE,
        destinationUrl: webAddress(destination.trim()),
        address2: '',
      })
        .unwrap()
        .catch(logFailure('Sponsor ad'));
    },
    [signedIn, recordSponsorAd],
  );
  // Kept across StrictMode's second run of the effect: one banner shown is one report.
  const reportedFor = useRef(0);
  useEffect(() => {
    if (sponsorId <= 0 || reportedFor.current === sponsorId) return;
    reportedFor.current = sponsorId;
    report('');
  }, [sponsorId, report]);
  return report;
}
