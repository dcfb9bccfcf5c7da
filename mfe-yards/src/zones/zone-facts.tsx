import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import type { ConditionNames } from '@thrive/shared';
import ui from '../common/ui.module.css';

/** Where the zone is and what it offers a plant: the yard, sun, water and hardiness zone. */
export function ZoneFacts({ zone, names }: { zone: Zone; names: ConditionNames }) {
  const carried = useCarriedLink();
  return (
    <dl className={ui.facts}>
      <dt>Yard</dt>
      <dd>
        <Link to={carried(`/yards/view/${zone.YardId}`)} className={ui.link}>
          {zone.YardName}
        </Link>
      </dd>
      <dt>Sun</dt>
      <dd>{names.sun(zone.SunRequirementId)}</dd>
      <dt>Water</dt>
      <dd>{names.water(zone.WaterRequirementId)}</dd>
      <dt>Hardiness zone</dt>
      <dd>{names.hardiness(zone.YardHardinessZoneId)}</dd>
      {zone.Notes && (
        <>
          <dt>Notes</dt>
          <dd>{zone.Notes}</dd>
        </>
      )}
    </dl>
  );
}
