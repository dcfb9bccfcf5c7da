import { useRef, useState } from 'react';
import {
  ConfirmDialog,
  LoadError,
  Loading,
  errorText,
  notify,
  useDeletePlantActivityMutation,
  useGetCareCategoriesQuery,
  useGetPlantActivitiesQuery,
} from '@thrive/shared';
import type { PlantActivity, PlantDetails } from '@thrive/shared/contracts';
import { CareLogEntry, entryName } from './care-log-entry';
import { CareLogForm, newDraft } from './care-log-form';
import { EditCareLogEntry } from './edit-care-log-entry';
import { FoldSection } from './fold-section';
import { likelyPlantZoneId, usePlantings } from './plantings';
import styles from './details.module.css';
import logStyles from './care-log.module.css';

const CARE_LOG_TITLE = 'Care log';
const LOGGED = 'Added to the care log.';

/** Newest first: by day, then the later entry of a day first (the server's order too). */
const newestFirst = (activities: readonly PlantActivity[]) =>
  [...activities].sort((a, b) => b.DoneOn.localeCompare(a.DoneOn) || b.Id - a.Id);

/** What was done to the plant and when, folded until opened. */
export function CareLog({ plant, zid }: { plant: PlantDetails; zid: number }) {
  return (
    <FoldSection id="care-log" title={CARE_LOG_TITLE}>
      <CareLogBody plant={plant} zid={zid} />
    </FoldSection>
  );
}

function CareLogBody({ plant, zid }: { plant: PlantDetails; zid: number }) {
  const log = useGetPlantActivitiesQuery(plant.Id);
  const categories = useGetCareCategoriesQuery();
  const plantings = usePlantings(plant.Id) ?? [];
  const zones = plantings.map(({ PlantZoneId, ZoneName }) => ({ PlantZoneId, ZoneName }));
  const likelyZone = likelyPlantZoneId(plantings, zid);
  const [editing, setEditing] = useState<PlantActivity | null>(null);
  const [deleting, setDeleting] = useState<PlantActivity | null>(null);
  const [remove] = useDeletePlantActivityMutation();
  const listHeading = useRef<HTMLHeadingElement>(null);

  async function confirmDelete(activity: PlantActivity) {
    setDeleting(null);
    try {
      const { message } = await remove(activity.Id).unwrap();
      notify({ message, variant: 'success' });
      // The entry and its buttons are gone: the list is where the gardener was.
      listHeading.current?.focus();
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <>
      <h4 className={logStyles.subTitle}>Log what you did</h4>
      <CareLogForm
        // A zone known later (the scorecard) starts the form over with it.
        key={likelyZone}
        idPrefix="care-log-new"
        plantId={plant.Id}
        initial={newDraft(likelyZone)}
        categories={categories.data}
        zones={zones}
        submitText="Add to the log"
        onSaved={() => notify({ message: LOGGED, variant: 'success' })}
      />
      <h4 ref={listHeading} tabIndex={-1} className={logStyles.subTitle}>
        What was done
      </h4>
      {log.isLoading ? (
        <Loading label="Loading the care log…" />
      ) : log.error ? (
        <LoadError message={errorText(log.error)} onRetry={() => void log.refetch()} />
      ) : !log.data?.length ? (
        <p className={styles.muted}>Nothing is logged for {plant.CommonName} yet.</p>
      ) : (
        <ul className={logStyles.entries} aria-label={`Care log of ${plant.CommonName}`}>
          {newestFirst(log.data).map((activity) => (
            <CareLogEntry
              key={activity.Id}
              activity={activity}
              onEdit={() => setEditing(activity)}
              onDelete={() => setDeleting(activity)}
            />
          ))}
        </ul>
      )}
      <EditCareLogEntry
        activity={editing}
        plantId={plant.Id}
        categories={categories.data}
        zones={zones}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        id="delete-care-log-entry"
        title={deleting ? `Delete ${entryName(deleting)}?` : undefined}
        message="It leaves the care log for good."
        open={deleting !== null}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
