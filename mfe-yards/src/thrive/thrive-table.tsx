import { Link } from 'react-router-dom';
import { PlantThumbnail, useCarriedLink } from '@thrive/shared';
import { ThriveScoreIcon } from '@thrive/shared';
import type { ThriveRow } from '@thrive/shared/contracts';
import { THRIVE_SCORE } from '@thrive/shared/thrive';
import ui from '../common/ui.module.css';
import styles from './thrive.module.css';
import { BetterZones } from './better-zones';
import type { MovePlant } from './use-move-plant';

const FACTORS = [
  { key: 'Sun', kind: 'sun' },
  { key: 'Water', kind: 'water' },
  { key: 'Freeze', kind: 'freeze' },
] as const;

/**
 * Plants by zone with their scores. A table on wide screens; on a phone each row stacks as a
 * card (CSS), so explicit roles keep the table's meaning where display changes would drop it.
 */
export function ThriveTable({ rows, move }: { rows: ThriveRow[]; move: MovePlant }) {
  const carried = useCarriedLink();
  return (
    <table className={styles.table} role="table" aria-label="Thrive scores of your plants">
      <thead className={styles.head}>
        <tr role="row">
          <th role="columnheader" scope="col">
            Plant
          </th>
          <th role="columnheader" scope="col">
            Zone
          </th>
          {FACTORS.map((factor) => (
            <th role="columnheader" scope="col" key={factor.key}>
              {factor.key}
            </th>
          ))}
          <th role="columnheader" scope="col">
            Overall
          </th>
          <th role="columnheader" scope="col">
            What to change
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr role="row" key={row.PlantZoneId} className={styles.row}>
            <th role="rowheader" scope="row" className={styles.plantCell}>
              <span className={styles.plantWithImage}>
                <PlantThumbnail src={row.Thumbnail} className={styles.plantImage} />
                <span className={styles.plantNames}>
                  <span className={styles.plantName}>{row.CommonName}</span>
                  <span className={styles.botanical}>{row.BotanicalName}</span>
                </span>
              </span>
            </th>
            <td role="cell" data-label="Zone">
              <span>
                <Link to={carried(`/zones/view/${row.ZoneId}`)} className={ui.link}>
                  {row.ZoneName}
                </Link>
                <span className={styles.yardName}>{row.YardName}</span>
              </span>
            </td>
            {FACTORS.map((factor) => (
              <td
                role="cell"
                key={factor.key}
                data-label={factor.key}
                className={`${styles.scoreCell} ${styles.factorCell}`}
              >
                <ThriveScoreIcon
                  kind={factor.kind}
                  score={row[factor.key].Score}
                  tooltip={row[factor.key].Tooltip}
                  subject={row.CommonName}
                />
              </td>
            ))}
            <td role="cell" data-label="Overall" className={styles.scoreCell}>
              <ThriveScoreIcon
                kind="overall"
                score={row.Overall.Score}
                tooltip={row.Overall.Tooltip}
                subject={row.CommonName}
                showLabel
              />
            </td>
            <td role="cell" data-label="What to change" className={styles.changeCell}>
              {row.Overall.Score === THRIVE_SCORE.Good ? (
                <span className={ui.muted}>Nothing: it should thrive here.</span>
              ) : (
                <BetterZones row={row} move={move} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
