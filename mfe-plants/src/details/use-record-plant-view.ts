import { useEffect, useRef } from 'react';
import { useKnownDeviceLocation, useRecordLinkClick, useRecordPlantViewMutation } from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';

/** Who logs a failure of the fire-and-forget calls of this remote. */
export const AREA = 'mfe-plants';

/**
 * Records once per page open that the gardener looked at the plant (PATCH PlantView with the
 * device location, or nulls), then the last-seen-at link kind (SPEC §4, 37). It runs after the
 * details were read, so they still carry the time before this visit. A failure is only logged:
 * the gardener loses nothing by it.
 */
export function useRecordPlantView(plantId: number) {
  const [recordView] = useRecordPlantViewMutation();
  const recordLink = useRecordLinkClick(AREA);
  const location = useKnownDeviceLocation();
  const recorded = useRef(0);

  useEffect(() => {
    if (recorded.current === plantId) return;
    recorded.current = plantId;
    recordView({ plantId, Latitude: location?.lat ?? null, Longitude: location?.lng ?? null })
      .unwrap()
      .then(() => recordLink(LINK_KINDS.PlantLastSeenAt))
      .catch((reason: unknown) => console.warn(`[${AREA}] Plant view ${plantId} was not recorded`, reason));
  }, [plantId, location, recordView, recordLink]);
}
