import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  EmptyState,
  LoadError,
  Loading,
  NO_FERTILIZER_ID,
  errorText,
  notify,
  selectIdentity,
  useAppSelector,
  useCarriedLink,
  useGetPlantThriveScorecardQuery,
  useRecordLinkClick,
  useTogglePlantZoneMutation,
} from '@thrive/shared';
import { LINK_KINDS, type PlantDetails, type PlantZoneScore } from '@thrive/shared/contracts';
import { AddToZoneDialog } from './add-to-zone-dialog';
import { ZoneScoreRow } from './zone-score-row';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';
import zoneStyles from './zones.module.css';

/** The section's heading: other sections send the gardener here to add the plant to a zone. */
export const PLANT_ZONES_HEADING_ID = 'plant-zones';

/** The zone the gardener came from first, the others as the scorecard lists them. */
function zonesInOrder(scores: PlantZoneScore[], firstZoneId: number): PlantZoneScore[] {
  const first = scores.filter((score) => score.ZoneId === firstZoneId);
  return [...first, ...scores.filter((score) => score.ZoneId !== firstZoneId)];
}

function NoZones() {
  const carried = useCarriedLink();
  const hasYard = (useAppSelector(selectIdentity)?.YardCount ?? 0) > 0;
  return hasYard ? (
    <EmptyState title="Add a zone to your yard to see how this plant will do there.">
      <Link to={carried('/yards')} className={styles.buttonLink}>
        Go to My Yard
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title="Set up your yard to see how this plant will do there.">
      <Link to={carried('/yards/setup')} className={`${styles.buttonLink} ${styles.primaryLink}`}>
        Set up my yard
      </Link>
    </EmptyState>
  );
}

/** "How it will do in your zones": the plant's thrive scores in each zone, with add and remove. */
export function PlantZones({ plant }: { plant: PlantDetails }) {
  const scorecard = useGetPlantThriveScorecardQuery({ PlantId: plant.Id });
  const carried = useCarriedLink();
  const record = useRecordLinkClick(AREA);
  const [adding, setAdding] = useState<PlantZoneScore | null>(null);
  const [removing, setRemoving] = useState<PlantZoneScore | null>(null);
  const [toggle] = useTogglePlantZoneMutation();
  const highlightedId = plant.ZoneScore?.ZoneId ?? 0;

  async function remove(zone: PlantZoneScore) {
    setRemoving(null);
    record(LINK_KINDS.PlantRemoveFromZone);
    try {
      // SPEC §7 sends {fertilizerId} with every toggle; none is chosen when taking a plant out.
      const { message } = await toggle({
        zoneId: zone.ZoneId,
        plantId: plant.Id,
        fertilizerId: NO_FERTILIZER_ID,
      }).unwrap();
      notify({ message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <section className={styles.section} aria-labelledby={PLANT_ZONES_HEADING_ID}>
      <div className={styles.sectionHead}>
        {/* tabIndex -1: "Add it to a zone" in the care tasks moves the focus here. */}
        <h3 id={PLANT_ZONES_HEADING_ID} className={styles.sectionTitle} tabIndex={-1}>
          How it will do in your zones
        </h3>
        <Link
          to={carried('/thrive/table/0')}
          className={styles.link}
          onClick={() => record(LINK_KINDS.PlantThrive)}
        >
          Thrive Scorecard
        </Link>
      </div>
      {scorecard.isLoading ? (
        <Loading label="Scoring this plant in your zones…" />
      ) : scorecard.error ? (
        <LoadError message={errorText(scorecard.error)} onRetry={() => void scorecard.refetch()} />
      ) : !scorecard.data?.length ? (
        <NoZones />
      ) : (
        <ul className={zoneStyles.zones}>
          {zonesInOrder(scorecard.data, highlightedId).map((score) => (
            <ZoneScoreRow
              key={score.ZoneId}
              score={score}
              plantName={plant.CommonName}
              highlighted={score.ZoneId === highlightedId}
              onAdd={() => setAdding(score)}
              onRemove={() => setRemoving(score)}
            />
          ))}
        </ul>
      )}
      <AddToZoneDialog plant={plant} zone={adding} onClose={() => setAdding(null)} />
      <ConfirmDialog
        id="remove-from-zone"
        title={removing ? `Remove ${plant.CommonName} from ${removing.ZoneName}?` : undefined}
        message="Its care tasks in this zone stop. You can add it again at any time."
        open={removing !== null}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
