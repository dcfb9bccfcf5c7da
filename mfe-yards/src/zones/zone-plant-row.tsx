import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Stethoscope, Trash2 } from 'lucide-react';
import { Button, PlantThumbnail, useCarriedLink, visuallyHidden } from '@thrive/shared';
import { ThriveScoreIcon } from '@thrive/shared';
import type { ReferenceItem, ZonePlant } from '@thrive/shared/contracts';
import { formStyles as fields } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './zones.module.css';

/** SPEC §2.6 "-Select Fertilizer-": no fertilizer chosen (id 0). */
const NO_FERTILIZER = '-Select Fertilizer-';

interface Props {
  plant: ZonePlant;
  fertilizers: ReferenceItem[];
  /** False for a viewer of a shared yard: the fertilizer is shown as text, nothing can change. */
  canChange: boolean;
  /** Resolves false when the change failed, so the choice goes back. */
  onFertilizer: (fertilizerId: number) => Promise<boolean>;
  onRemove: () => void;
}

/** The plant health check (mfe-plants, `images/health`) for one plant in a zone. */
const plantHealthPath = (plantZoneId: number) => `/images/health?pz=${plantZoneId}`;

/** A plant in a zone: picture, names, overall score, fertilizer, a health check and remove. */
export function ZonePlantRow({ plant, fertilizers, canChange, onFertilizer, onRemove }: Props) {
  const selectId = `fertilizer-${plant.Id}`;
  const carried = useCarriedLink();
  // Shown at once, before the zone's plants are read again.
  const [fertilizerId, setFertilizerId] = useState(plant.FertilizerId);
  // A fertilizer the list no longer has still shows by its name.
  const options =
    plant.FertilizerId > 0 && !fertilizers.some((item) => item.Id === plant.FertilizerId)
      ? [...fertilizers, { Id: plant.FertilizerId, Name: plant.FertilizerName }]
      : fertilizers;

  async function choose(id: number) {
    const before = fertilizerId;
    setFertilizerId(id);
    if (!(await onFertilizer(id))) setFertilizerId(before);
  }
  return (
    <li className={styles.plant}>
      <div className={styles.thumb}>
        <PlantThumbnail src={plant.Thumbnail} />
      </div>
      <div className={styles.names}>
        <p className={styles.common}>{plant.CommonName}</p>
        <p className={styles.botanical}>{plant.BotanicalName}</p>
      </div>
      <div className={styles.score}>
        <ThriveScoreIcon
          kind="overall"
          score={plant.Overall.Score}
          tooltip={plant.Overall.Tooltip}
          subject={plant.CommonName}
        />
      </div>
      <div className={styles.tools}>
        {canChange ? (
          <>
            <div className={styles.fertilizer}>
              <label htmlFor={selectId}>
                Fertilizer<span className={visuallyHidden}> for {plant.CommonName}</span>
              </label>
              <select
                id={selectId}
                className={fields.control}
                value={fertilizerId}
                onChange={(e) => void choose(Number(e.target.value))}
              >
                <option value={0}>{NO_FERTILIZER}</option>
                {options.map((item) => (
                  <option key={item.Id} value={item.Id}>
                    {item.Name}
                  </option>
                ))}
              </select>
            </div>
            <Link
              to={carried(plantHealthPath(plant.Id))}
              className={ui.buttonLink}
              aria-label={`Check the health of ${plant.CommonName}`}
            >
              <span className={ui.iconText}>
                <Stethoscope aria-hidden="true" size={18} /> Health
              </span>
            </Link>
            <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${plant.CommonName}`}>
              <span className={ui.iconText}>
                <Trash2 aria-hidden="true" size={18} /> Remove
              </span>
            </Button>
          </>
        ) : (
          <p className={ui.muted}>Fertilizer: {plant.FertilizerId > 0 ? plant.FertilizerName : 'none'}</p>
        )}
      </div>
    </li>
  );
}
