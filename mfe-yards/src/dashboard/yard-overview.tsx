import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { useCarriedLink } from '@thrive/shared';
import type { ThriveTable, Yard } from '@thrive/shared/contracts';
import { Badge } from '../common/badge';
import ui from '../common/ui.module.css';
import { plantCountOfYard } from './plant-count';

interface Props {
  yards: Yard[];
  /** The scorecard of every yard; its yard summaries count the plants. Undefined while loading. */
  thrive: ThriveTable | undefined;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function YardOverview({ yards, thrive }: Props) {
  const carried = useCarriedLink();
  return (
    <section className={ui.section} aria-labelledby="overview-title">
      <div className={ui.spread}>
        <h3 id="overview-title" className={ui.sectionTitle}>
          Your yards
        </h3>
        <Link to={carried('/yards/setup')} className={ui.buttonLink}>
          <Plus aria-hidden="true" size={18} /> Add a yard
        </Link>
      </div>
      <ul className={ui.cards}>
        {yards.map((yard) => {
          const plants = thrive ? plantCountOfYard(thrive, yard.Id) : null;
          return (
            <li key={yard.Id} className={ui.card}>
              <h4 className={ui.cardTitle}>
                <Link to={carried(`/yards/view/${yard.Id}`)} className={ui.link}>
                  {yard.Name}
                </Link>
                {yard.IsDefault && <Badge>Default</Badge>}
              </h4>
              {(yard.City || yard.State) && (
                <p className={ui.muted}>{[yard.City, yard.State].filter(Boolean).join(', ')}</p>
              )}
              <p className={ui.muted}>
                {plural(yard.ZoneCount, 'zone', 'zones')}
                {plants !== null && ` · ${plural(plants, 'plant', 'plants')}`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
