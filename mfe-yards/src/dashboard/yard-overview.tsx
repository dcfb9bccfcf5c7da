import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { useCarriedLink } from '@thrive/shared';
import type { ThriveTable, Yard } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { countsOfYard } from './plant-count';
import { YardOverviewCard } from './yard-overview-card';

interface Props {
  yards: Yard[];
  /** The scorecard of every yard; its yard summaries count the plants. Undefined while loading. */
  thrive: ThriveTable | undefined;
  /** The scorecard could not be read: the cards show no counts of plants (its own section says why). */
  thriveFailed?: boolean;
}

export function YardOverview({ yards, thrive, thriveFailed = false }: Props) {
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
        {yards.map((yard) => (
          <YardOverviewCard
            key={yard.Id}
            yard={yard}
            counts={thrive ? countsOfYard(thrive, yard.Id) : thriveFailed ? null : undefined}
          />
        ))}
      </ul>
    </section>
  );
}
