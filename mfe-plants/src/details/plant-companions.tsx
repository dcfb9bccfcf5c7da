import type { MouseEvent } from 'react';
import {
  LoadError,
  selectIdentity,
  useAppSelector,
  Loading,
  errorText,
  useGetPlantThriveScorecardQuery,
  useGetSuggestedCompanionsQuery,
  useRecordLinkClick,
} from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { CompanionCarousel } from './companion-carousel';
import { FoldSection } from './fold-section';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';

interface Props {
  plantId: number;
  /** The zone the gardener came from (0: none). */
  zid: number;
}

/** Plants to grow beside this one, folded until opened (then asked for). */
export function PlantCompanions({ plantId, zid }: Props) {
  return (
    <FoldSection id="plant-companions" headingId="plant-companions" title="Suggested companions">
      <Companions plantId={plantId} zid={zid} />
    </FoldSection>
  );
}

/**
 * SuggestedCompanions: known good companions first (each card says why), then plants of like
 * needs and size that do well in the same zone and share no pest with the plant, asked about the
 * zone the gardener came from, else the zone it grows in, else their zone where it would do
 * best, else the plant's own conditions (0). Opening one records the companion link kind
 * (SPEC §4, 29).
 */
function Companions({ plantId, zid }: Props) {
  // The same call as the zones section: RTK Query answers both from one request.
  // Search users have no garden to ask about (SPEC §2.4): the plant's own conditions.
  const searchUser = useAppSelector(selectIdentity)?.GotoSearch ?? false;
  const askZones = zid === 0 && !searchUser;
  const scorecard = useGetPlantThriveScorecardQuery({ PlantId: plantId }, { skip: !askZones });
  // Where the plant grows, else where it would do best (the scorecard lists best first).
  const zones = scorecard.data ?? [];
  const zoneId = zid > 0 ? zid : ((zones.find((zone) => zone.PlantZoneId > 0) ?? zones[0])?.ZoneId ?? 0);
  const companions = useGetSuggestedCompanionsQuery(
    { plantId, zoneId },
    // Waits for the zones, so the companions are not asked for twice.
    { skip: askZones && scorecard.isLoading },
  );
  const record = useRecordLinkClick(AREA);
  const data = companions.currentData;

  function onClick(event: MouseEvent) {
    // A card's name is its link (keyboard Enter clicks it too); its heart is not.
    if (event.target instanceof Element && event.target.closest('a')) record(LINK_KINDS.PlantCompanion);
  }

  return companions.error ? (
    <LoadError message={errorText(companions.error)} onRetry={() => void companions.refetch()} />
  ) : !data ? (
    <Loading label="Finding companion plants…" />
  ) : data.Items.length === 0 ? (
    <p className={styles.muted}>We have no companions to suggest for this plant yet.</p>
  ) : (
    <>
      {data.Basis && <p className={styles.muted}>{data.Basis}</p>}
      {/* Not a control: it only hears the clicks that bubble up from the cards' links. */}
      <div onClick={onClick}>
        <CompanionCarousel plants={data.Items} zoneId={zoneId} />
      </div>
    </>
  );
}
