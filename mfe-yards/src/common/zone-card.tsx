import { Link } from 'react-router-dom';
import { Droplets, Sprout, Sun } from 'lucide-react';
import { countText, useCarriedLink, visuallyHidden } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import type { ConditionNames } from '@thrive/shared';
import { PlantStrip } from './plant-strip';
import { countPlants, NO_COUNTS } from './score-counts';
import { ScoreSummaryBar } from './score-summary-bar';
import type { PlantsLoad } from './use-yard-plants';
import ui from './ui.module.css';
import styles from './zone-card.module.css';

interface Props {
  zone: Zone;
  names: ConditionNames;
  /** This zone's plants, for the pictures and the score bar. */
  plants: PlantsLoad;
}

/** A zone in a list: its sun and water, how many plants grow in it, their pictures and scores. */
export function ZoneCard({ zone, names, plants }: Props) {
  const carried = useCarriedLink();
  const empty = zone.PlantCount === 0;
  const loaded = plants.state === 'loaded' ? plants.plants : undefined;
  return (
    <li className={ui.card}>
      <h4 className={ui.cardTitle}>
        <Link to={carried(`/zones/view/${zone.Id}`)} className={ui.link}>
          {zone.Name}
        </Link>
      </h4>
      <ul className={styles.conditions}>
        <li>
          <Sun aria-hidden="true" size={16} /> <span className={visuallyHidden}>Sun: </span>
          {names.sun(zone.SunRequirementId)}
        </li>
        <li>
          <Droplets aria-hidden="true" size={16} /> <span className={visuallyHidden}>Water: </span>
          {names.water(zone.WaterRequirementId)}
        </li>
        <li>
          <Sprout aria-hidden="true" size={16} /> {countText(zone.PlantCount, 'plant', 'plants')}
        </li>
      </ul>
      {/* A zone without plants needs no wait; a failed load leaves only the text. */}
      {empty ? (
        <ScoreSummaryBar counts={NO_COUNTS} />
      ) : (
        plants.state !== 'failed' && (
          <>
            <PlantStrip plants={loaded} label={`Plants in ${zone.Name}`} />
            <ScoreSummaryBar counts={loaded ? countPlants(loaded) : undefined} />
          </>
        )
      )}
    </li>
  );
}
