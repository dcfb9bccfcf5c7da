import { Minus, Plus } from 'lucide-react';
import { Button } from '@thrive/shared';
import type { PlantZoneScore } from '@thrive/shared/contracts';
import styles from './details.module.css';
import { ThriveScoreIcon } from '@thrive/shared';
import zoneStyles from './zones.module.css';

interface Props {
  score: PlantZoneScore;
  plantName: string;
  /** The zone the gardener came from (SPEC §2.4 zid): shown first and marked. */
  highlighted: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/** How the plant would do in one of the gardener's zones, and adding it there or taking it out. */
export function ZoneScoreRow({ score, plantName, highlighted, onAdd, onRemove }: Props) {
  const planted = score.PlantZoneId > 0;
  const subject = `${plantName} in ${score.ZoneName}`;
  return (
    <li className={highlighted ? `${zoneStyles.zone} ${zoneStyles.highlighted}` : zoneStyles.zone}>
      <div className={zoneStyles.zoneNames}>
        <h4 className={zoneStyles.zoneName}>{score.ZoneName}</h4>
        <p className={styles.muted}>
          {score.YardName}
          {highlighted && <span className={zoneStyles.badge}>The zone you came from</span>}
          {planted && <span className={zoneStyles.badge}>Growing here</span>}
        </p>
      </div>
      <div className={zoneStyles.scores}>
        <span className={zoneStyles.factorScores}>
          <ThriveScoreIcon kind="sun" score={score.Sun.Score} tooltip={score.Sun.Tooltip} subject={subject} />
          <ThriveScoreIcon
            kind="water"
            score={score.Water.Score}
            tooltip={score.Water.Tooltip}
            subject={subject}
          />
          <ThriveScoreIcon
            kind="freeze"
            score={score.Freeze.Score}
            tooltip={score.Freeze.Tooltip}
            subject={subject}
          />
        </span>
        <ThriveScoreIcon
          kind="overall"
          score={score.Overall.Score}
          tooltip={score.Overall.Tooltip}
          subject={subject}
          showLabel
        />
      </div>
      {planted ? (
        <Button onClick={onRemove} aria-label={`Remove from zone ${score.ZoneName}`}>
          <span className={styles.iconText}>
            <Minus aria-hidden="true" size={18} /> Remove
            <span className={zoneStyles.wideText}> from zone</span>
          </span>
        </Button>
      ) : (
        <Button variant="primary" onClick={onAdd} aria-label={`Add to zone ${score.ZoneName}`}>
          <span className={styles.iconText}>
            <Plus aria-hidden="true" size={18} /> Add<span className={zoneStyles.wideText}> to zone</span>
          </span>
        </Button>
      )}
    </li>
  );
}
