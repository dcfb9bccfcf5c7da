import { Button, thriveScoreLabel, visuallyHidden } from '@thrive/shared';
import type { BetterZone, ThriveRow } from '@thrive/shared/contracts';
import { THRIVE_SCORE } from '@thrive/shared/thrive';
import ui from '../common/ui.module.css';
import styles from './thrive.module.css';
import type { MovePlant } from './use-move-plant';

const names = (zones: BetterZone[]) => zones.map((zone) => zone.ZoneName).join(', ');

/**
 * For a plant that is not good where it is: the gardener's zones where it would do better.
 * "Would thrive in" names only zones where it would score good (DESIGN §7); when there are
 * none, the zones where it would do better say so, with their score.
 */
export function BetterZones({ row, move }: { row: ThriveRow; move: MovePlant }) {
  if (row.BetterZones.length === 0) {
    return <span className={ui.muted}>None of your zones suits it better. {row.Overall.Tooltip}</span>;
  }
  const busy = move.moving === row.PlantZoneId;
  const thriving = row.BetterZones.filter((zone) => zone.Overall.Score === THRIVE_SCORE.Good);
  const doingBetter = row.BetterZones.filter((zone) => zone.Overall.Score !== THRIVE_SCORE.Good);
  return (
    <div className={styles.better}>
      <p className={styles.betterTitle}>
        {thriving.length > 0 && `Would thrive in: ${names(thriving)}`}
        {thriving.length > 0 && doingBetter.length > 0 && '. '}
        {doingBetter.length > 0 && `Would do better in: ${names(doingBetter)}`}
      </p>
      <ul className={styles.betterList}>
        {row.BetterZones.map((zone) => (
          <li key={zone.ZoneId}>
            <span>
              {zone.ZoneName}
              {zone.YardId !== row.YardId && <span className={ui.muted}> ({zone.YardName})</span>}
              {zone.Overall.Score !== THRIVE_SCORE.Good && (
                <span className={ui.muted}>
                  {' '}
                  ({thriveScoreLabel(zone.Overall.Score).toLowerCase()} there)
                </span>
              )}
            </span>
            {move.allowed(row, zone) && (
              <Button
                onClick={() => void move.move(row, zone)}
                disabled={move.moving !== null || !move.ready}
              >
                {busy ? 'Moving…' : 'Move here'}
                <span className={visuallyHidden}>
                  {' '}
                  ({row.CommonName} to {zone.ZoneName})
                </span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
