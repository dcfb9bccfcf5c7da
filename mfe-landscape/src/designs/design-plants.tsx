import { Link } from 'react-router-dom';
import {
  Button,
  errorText,
  notify,
  PlantThumbnail,
  useCarriedLink,
  useRecordLinkClick,
} from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import type { Design, DesignPlant } from '@thrive/shared/landscape';
import { plantDetailsPath } from '@thrive/shared/plant-list';
import { useDeleteDesignPlantMutation } from '@thrive/shared/landscape-api';
import styles from './designs.module.css';

export const LOG_AREA = 'mfe-landscape';

function DesignPlantCard({ plant }: { plant: DesignPlant }) {
  const carried = useCarriedLink();
  const record = useRecordLinkClick(LOG_AREA);
  const [remove, { isLoading }] = useDeleteDesignPlantMutation();

  async function removePlant() {
    record(LINK_KINDS.PlantRemoveFromDesign); // SPEC §4 link kind 39
    try {
      notify({ message: (await remove(plant.Id).unwrap()).message, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <article className={styles.plantCard} aria-labelledby={`design-plant-${plant.Id}`}>
      <PlantThumbnail src={plant.Thumbnail} className={styles.plantImage} />
      <div className={styles.plantBody}>
        <h4 id={`design-plant-${plant.Id}`} className={styles.plantName}>
          <Link to={carried(plantDetailsPath(plant.PlantId))}>{plant.CommonName}</Link>
        </h4>
        {plant.BotanicalName && <p className={styles.muted}>{plant.BotanicalName}</p>}
        <p className={styles.muted}>Fertilizer: {plant.FertilizerName || 'None chosen'}</p>
      </div>
      <Button
        variant="danger"
        disabled={isLoading}
        aria-label={`Remove ${plant.CommonName} from the design`}
        onClick={() => void removePlant()}
      >
        Remove
      </Button>
    </article>
  );
}

/** The plants chosen for the design, each with its fertilizer and a way to take it out. */
export function DesignPlants({ design }: { design: Design }) {
  return (
    <section className={styles.section} aria-labelledby="design-plants-title">
      <h3 id="design-plants-title">Plants in this design ({design.Plants.length})</h3>
      {design.Plants.length === 0 ? (
        <p className={styles.muted}>No plants yet: add some below.</p>
      ) : (
        <ul className={styles.plainList} aria-label="Plants in this design">
          {design.Plants.map((plant) => (
            <li key={plant.Id}>
              <DesignPlantCard plant={plant} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
