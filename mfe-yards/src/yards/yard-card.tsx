import { Link } from 'react-router-dom';
import { ChartColumn, Layers } from 'lucide-react';
import { countText, useCarriedLink, visuallyHidden } from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import { Badge } from '../common/badge';
import { SharedYardMarker } from '../common/shared-yard-marker';
import ui from '../common/ui.module.css';
import { placeOf } from './place';

interface Props {
  yard: Yard;
  hardinessName: string;
}

/** A yard in the list: where it is, its hardiness zone and zones, and where to go from it. */
export function YardCard({ yard, hardinessName }: Props) {
  const carried = useCarriedLink();
  return (
    <li className={ui.card}>
      <h3 className={ui.cardTitle}>
        <Link to={carried(`/yards/view/${yard.Id}`)} className={ui.link}>
          {yard.Name}
        </Link>
        {yard.IsDefault && <Badge>Default</Badge>}
        {yard.IsPublic && <Badge tone="accent">Public</Badge>}
        <SharedYardMarker sharing={yard.Sharing} />
      </h3>
      <p className={ui.muted}>{placeOf(yard) || 'Place not found yet'}</p>
      <p className={ui.muted}>
        Hardiness zone {hardinessName} · {countText(yard.ZoneCount, 'zone', 'zones')}
      </p>
      <div className={ui.row}>
        <Link to={carried(`/yards/view/${yard.Id}`)} className={ui.buttonLink}>
          <Layers aria-hidden="true" size={18} /> Zones
          <span className={visuallyHidden}> of {yard.Name}</span>
        </Link>
        <Link to={carried(`/thrive/table/${yard.Id}`)} className={ui.buttonLink}>
          <ChartColumn aria-hidden="true" size={18} /> Scorecard
          <span className={visuallyHidden}> of {yard.Name}</span>
        </Link>
      </div>
    </li>
  );
}
