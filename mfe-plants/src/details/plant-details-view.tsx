import { useState } from 'react';
import { selectIdentity, selectUserId, useAppSelector } from '@thrive/shared';
import type { PlantDetails } from '@thrive/shared/contracts';
import { PlantSummary } from './plant-summary';
import { PlantRequirements } from './plant-requirements';
import { PlantAttributes } from './plant-attributes';
import { PlantZones } from './plant-zones';
import { CareTips } from './care-tips';
import { PlantCompanions } from './plant-companions';
import { SuggestedProducts } from './suggested-products';
import { PlantNotes } from './plant-notes';
import { PlantCareTasks } from './plant-care-tasks';
import { CareLog } from './care-log';
import { SuggestCorrection } from './suggest-correction';
import { useRecordPlantView } from './use-record-plant-view';
import { WeedNotice } from './weed-notice';

interface Props {
  plant: PlantDetails;
  /** The zone the gardener came from (0: none). */
  zid: number;
}

/**
 * Everything about one plant. Each section reads its own call and shows its own loading and
 * error states, so one failing call (care tips, products ...) leaves the rest of the page.
 */
export function PlantDetailsView({ plant, zid }: Props) {
  // The time before this visit: the details are read again after a change (a favourite, a
  // note), by then with this visit recorded.
  const [lastSeenAt] = useState(plant.LastSeenAt);
  useRecordPlantView(plant.Id);
  // Search users see no yards or Thrive Scorecard (SPEC §2.4), so no scores in zones, and
  // without zones no care tasks or care log either; a visitor signed out has none of them.
  const searchUser = useAppSelector(selectIdentity)?.GotoSearch ?? false;
  const signedIn = useAppSelector(selectUserId) > 0;
  const gardener = signedIn && !searchUser;
  // On a phone: the plant, then how it does in the gardener's zones, then every other
  // section folded to one line, so the page fits in a few screens.
  return (
    <>
      {/* Issue 28: a noxious or invasive weed says so first, before anything invites planting it. */}
      <WeedNotice weed={plant.Weed} />
      <PlantSummary plant={plant} lastSeenAt={lastSeenAt} />
      {!searchUser && <PlantZones plant={plant} />}
      <PlantRequirements plant={plant} />
      <PlantAttributes plantId={plant.Id} />
      {gardener && <PlantCareTasks plant={plant} zid={zid} />}
      <CareTips plantId={plant.Id} />
      {gardener && <CareLog plant={plant} zid={zid} />}
      <PlantCompanions plantId={plant.Id} zid={zid} />
      <SuggestedProducts plantId={plant.Id} />
      <PlantNotes plant={plant} />
      {signedIn && <SuggestCorrection plant={plant} />}
    </>
  );
}
