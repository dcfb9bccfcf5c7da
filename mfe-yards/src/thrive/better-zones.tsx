import { Button } from '@thrive/shared';
import type { ThriveRow } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import styles from './thrive.module.css';
import type { MovePlant } from './use-move-plant';

/** For a plant that is not good where it is: the gardener's zones where it would do better. */
export function BetterZones({ row, move }: { row: ThriveRow; move: MovePlant }) {
  if (row.BetterZones.length === 0) {
    return <span className={ui.muted}>None of your zones suits it better. {row.Overall.Tooltip}</span>;
  }
  const busy = move.moving === row.PlantZoneId;
  return (
    <div className={styles.better}>
      <p className={styles.betterTitle}>
        Would thrive in: {row.BetterZones.map((zone) => zone.ZoneName).join(', ')}
      </p>
      <ul className={styles.betterList}>
        {row.BetterZones.map((zone) => (
          <li key={zone.ZoneId}>
            <span>
              {zone.ZoneName}
              {zone.YardId !== row.YardId && <span className={ui.muted}> ({zone.YardName})</span>}
            </span>
            <Button onClick={() => void move.move(row, zone)} disabled={move.moving !== null || !move.ready}>
              {busy ? 'Moving…' : 'Move here'}
              <span className={ui.visuallyHidden}>
                {' '}
                ({row.CommonName} to {zone.ZoneName})
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
