import { lazy, Suspense } from 'react';
import { selectPlantRequestDialogOpen, useAppSelector, type Identity } from '@thrive/shared';
import { useOpenedOnce } from '../use-opened-once';

export { REQUEST_PLANT_TITLE } from './plant-request-messages';

// The form kit (react-hook-form) stays off the first screen: the dialog is in every page's
// layout, but loads its form when first opened.
const RequestPlantForm = lazy(() =>
  import('./request-plant-form').then((module) => ({ default: module.RequestPlantForm })),
);

/**
 * Request a New Plant (SPEC §2.4 menu item, §2.6 add-plant request dialog). Opened through
 * the store (`plantRequestDialogToggled(true)`), so any area may open it.
 */
export function RequestPlantDialog({ identity }: { identity: Identity }) {
  const opened = useOpenedOnce(useAppSelector(selectPlantRequestDialogOpen));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RequestPlantForm identity={identity} />
    </Suspense>
  );
}
