import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { useCarriedLink, useGetYardsQuery } from '@thrive/shared';
import { YardsPage } from '../common/yards-page';
import { EmptyState, LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { useConditionNames } from '@thrive/shared';
import ui from '../common/ui.module.css';
import { YardCard } from './yard-card';

export const YARDS_TITLE = 'My Yard';

/** Every yard of the gardener (SPEC §2.4 "yards"). */
export function YardListPage() {
  const carried = useCarriedLink();
  const yards = useGetYardsQuery();
  const names = useConditionNames();
  const addYard = (
    <Link to={carried('/yards/setup')} className={`${ui.buttonLink} ${ui.primaryLink}`}>
      <Plus aria-hidden="true" size={18} /> Add a yard
    </Link>
  );
  return (
    <YardsPage title={YARDS_TITLE} actions={yards.data?.length ? addYard : undefined}>
      {yards.isLoading ? (
        <Loading label="Loading your yards…" />
      ) : yards.error ? (
        <LoadError message={errorText(yards.error)} onRetry={() => void yards.refetch()} />
      ) : !yards.data?.length ? (
        <EmptyState title="You have no yards yet">{addYard}</EmptyState>
      ) : (
        <ul className={ui.cards}>
          {yards.data.map((yard) => (
            <YardCard key={yard.Id} yard={yard} hardinessName={names.hardiness(yard.HardinessZoneId)} />
          ))}
        </ul>
      )}
    </YardsPage>
  );
}
