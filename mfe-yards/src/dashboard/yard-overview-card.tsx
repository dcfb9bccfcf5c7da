import { Link } from 'react-router-dom';
import { countText, useCarriedLink } from '@thrive/shared';
import type { ThriveCounts, Yard } from '@thrive/shared/contracts';
import { Badge } from '../common/badge';
import { SharedYardMarker } from '../common/shared-yard-marker';
import { PlantStrip } from '../common/plant-strip';
import { ScoreSummaryBar } from '../common/score-summary-bar';
import { useYardPlants } from '../common/use-yard-plants';
import { yardSample } from '../common/yard-sample';
import ui from '../common/ui.module.css';
import { totalOf } from './plant-count';

interface Props {
  yard: Yard;
  /** The yard's Thrive Scorecard summary: undefined while it loads, null when it failed. */
  counts: ThriveCounts | null | undefined;
}

/** A yard on the dashboard: name, place, zone and plant counts, a few plant pictures, its scores. */
export function YardOverviewCard({ yard, counts }: Props) {
  const carried = useCarriedLink();
  const plantCount = counts ? totalOf(counts) : null;
  // A yard without zones, or that the scorecard counts empty, has no pictures to ask for.
  const noPlants = yard.ZoneCount === 0 || plantCount === 0;
  const plants = useYardPlants(yard.Id, noPlants);
  return (
    <li className={ui.card}>
      <h4 className={ui.cardTitle}>
        <Link to={carried(`/yards/view/${yard.Id}`)} className={ui.link}>
          {yard.Name}
        </Link>
        {yard.IsDefault && <Badge>Default</Badge>}
        <SharedYardMarker sharing={yard.Sharing} />
      </h4>
      {(yard.City || yard.State) && (
        <p className={ui.muted}>{[yard.City, yard.State].filter(Boolean).join(', ')}</p>
      )}
      <p className={ui.muted}>
        {countText(yard.ZoneCount, 'zone', 'zones')}
        {plantCount !== null && ` · ${countText(plantCount, 'plant', 'plants')}`}
      </p>
      {!noPlants && plants.state !== 'failed' && (
        <PlantStrip
          plants={plants.state === 'loaded' ? yardSample(plants.plants) : undefined}
          label={`Plants in ${yard.Name}`}
        />
      )}
      {counts !== null && <ScoreSummaryBar counts={counts} />}
    </li>
  );
}
