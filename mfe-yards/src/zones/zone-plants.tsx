import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  notify,
  useCarriedLink,
  useDeletePlantZoneMutation,
  useGetZonePlantsQuery,
  useUpdatePlantZoneMutation,
} from '@thrive/shared';
import type { ReferenceItem, ZonePlant } from '@thrive/shared/contracts';
import { EmptyState, LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './zones.module.css';
import { ZonePlantRow } from './zone-plant-row';
import { addPlantsPath } from './zone-actions';

interface Props {
  zoneId: number;
  fertilizers: ReferenceItem[];
  /** False for a viewer of a shared yard: the plants are shown, not changed. */
  canChange: boolean;
}

/** The plants of a zone: fertilizer per plant, and removal after a confirmation. */
export function ZonePlants({ zoneId, fertilizers, canChange }: Props) {
  const carried = useCarriedLink();
  const plants = useGetZonePlantsQuery({ zoneId });
  const [updatePlantZone] = useUpdatePlantZoneMutation();
  const [deletePlantZone] = useDeletePlantZoneMutation();
  const [removing, setRemoving] = useState<ZonePlant | null>(null);

  async function changeFertilizer(plant: ZonePlant, fertilizerId: number): Promise<boolean> {
    try {
      const { message } = await updatePlantZone({ plantZoneId: plant.Id, fertilizerId }).unwrap();
      notify({ message, variant: 'success' });
      return true;
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
      return false;
    }
  }

  async function remove(plant: ZonePlant) {
    setRemoving(null);
    try {
      const { message } = await deletePlantZone(plant.Id).unwrap();
      notify({ message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <section className={ui.section} aria-labelledby="zone-plants-title">
      <h3 id="zone-plants-title" className={ui.sectionTitle}>
        Plants
      </h3>
      {plants.isLoading ? (
        <Loading label="Loading the plants…" />
      ) : plants.error ? (
        <LoadError message={errorText(plants.error)} onRetry={() => void plants.refetch()} />
      ) : !plants.data?.length ? (
        <EmptyState title="No plants in this zone yet">
          {canChange && (
            <Link to={carried(addPlantsPath(zoneId))} className={`${ui.buttonLink} ${ui.primaryLink}`}>
              Find plants to add
            </Link>
          )}
        </EmptyState>
      ) : (
        <ul className={styles.plants}>
          {plants.data.map((plant) => (
            <ZonePlantRow
              key={`${plant.Id}:${plant.FertilizerId}`}
              plant={plant}
              fertilizers={fertilizers}
              canChange={canChange}
              onFertilizer={(id) => changeFertilizer(plant, id)}
              onRemove={() => setRemoving(plant)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        id="remove-plant"
        type="danger"
        title={removing ? `Remove ${removing.CommonName} from this zone?` : undefined}
        message="Its care tasks in this zone stop. You can add it again from the plant search."
        open={removing !== null}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
