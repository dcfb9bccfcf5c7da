import { Link } from 'react-router-dom';
import { Droplets, Sprout, Sun } from 'lucide-react';
import { useCarriedLink } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import type { ConditionNames } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './zones.module.css';

/** A zone in a list: its sun and water and how many plants grow in it. */
export function ZoneCard({ zone, names }: { zone: Zone; names: ConditionNames }) {
  const carried = useCarriedLink();
  return (
    <li className={ui.card}>
      <h4 className={ui.cardTitle}>
        <Link to={carried(`/zones/view/${zone.Id}`)} className={ui.link}>
          {zone.Name}
        </Link>
      </h4>
      <ul className={styles.conditions}>
        <li>
          <Sun aria-hidden="true" size={16} /> <span className={ui.visuallyHidden}>Sun: </span>
          {names.sun(zone.SunRequirementId)}
        </li>
        <li>
          <Droplets aria-hidden="true" size={16} /> <span className={ui.visuallyHidden}>Water: </span>
          {names.water(zone.WaterRequirementId)}
        </li>
        <li>
          <Sprout aria-hidden="true" size={16} /> {zone.PlantCount}{' '}
          {zone.PlantCount === 1 ? 'plant' : 'plants'}
        </li>
      </ul>
    </li>
  );
}
