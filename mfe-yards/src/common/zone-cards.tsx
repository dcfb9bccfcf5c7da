import type { ConditionNames } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import { plantsOfZone, useYardPlants } from './use-yard-plants';
import ui from './ui.module.css';
import { ZoneCard } from './zone-card';

interface Props {
  /** The yard all `zones` belong to: its plants are read once for every card. */
  yardId: number;
  zones: Zone[];
  names: ConditionNames;
}

/** The cards of a yard's zones, each with its own plants' pictures and scores. */
export function ZoneCards({ yardId, zones, names }: Props) {
  const plants = useYardPlants(
    yardId,
    zones.every((zone) => zone.PlantCount === 0),
  );
  return (
    <ul className={ui.cards}>
      {zones.map((zone) => (
        <ZoneCard key={zone.Id} zone={zone} names={names} plants={plantsOfZone(plants, zone.Id)} />
      ))}
    </ul>
  );
}
