import { Link } from 'react-router-dom';
import { useCarriedLink, useGetZonesQuery } from '@thrive/shared';
import { YardsPage } from '../common/yards-page';
import { EmptyState, LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { useConditionNames } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './zones.module.css';
import { ZoneCards } from '../common/zone-cards';
import { groupByYard } from './group-by-yard';

export const ZONES_TITLE = 'Zones';
/** zonelisting/0: the zones of every yard. */
const ALL_YARDS = 0;

/** Every zone of every yard, grouped by yard. */
export function ZoneListPage() {
  const carried = useCarriedLink();
  const zones = useGetZonesQuery(ALL_YARDS);
  const names = useConditionNames();
  return (
    <YardsPage title={ZONES_TITLE}>
      {zones.isLoading ? (
        <Loading label="Loading your zones…" />
      ) : zones.error ? (
        <LoadError message={errorText(zones.error)} onRetry={() => void zones.refetch()} />
      ) : !zones.data?.length ? (
        <EmptyState title="You have no zones yet">
          <p className={ui.muted}>Open a yard to add its first zone.</p>
          <Link to={carried('/yards')} className={`${ui.buttonLink} ${ui.primaryLink}`}>
            Go to my yards
          </Link>
        </EmptyState>
      ) : (
        groupByYard(zones.data).map((group) => (
          <section key={group.yardId} className={styles.group} aria-labelledby={`zones-of-${group.yardId}`}>
            <h3 id={`zones-of-${group.yardId}`} className={ui.sectionTitle}>
              <Link to={carried(`/yards/view/${group.yardId}`)} className={ui.link}>
                {group.yardName}
              </Link>
            </h3>
            {/* One plants request per yard, shared with that yard's own view. */}
            <ZoneCards yardId={group.yardId} zones={group.zones} names={names} />
          </section>
        ))
      )}
    </YardsPage>
  );
}
