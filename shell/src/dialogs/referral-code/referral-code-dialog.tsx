import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../use-opened-once';
import type { ReferralCodeDialogProps } from './referral-code-form';

export { REFERRAL_CODE_QUESTION } from './referral-code-texts';

// The form kit (react-hook-form) stays off the first screen: the prompt is mounted with the
// shell, but loads its form when first opened.
const ReferralCodeForm = lazy(() =>
  import('./referral-code-form').then((module) => ({ default: module.ReferralCodeForm })),
);

/** The referral code prompt of the purchase flow (SPEC §2.6, §5 Referral code). */
export function ReferralCodeDialog(props: ReferralCodeDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ReferralCodeForm {...props} />
    </Suspense>
  );
}
