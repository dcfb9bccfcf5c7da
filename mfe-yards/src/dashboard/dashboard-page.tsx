import { useGetThriveTableQuery, useGetYardsQuery } from '@thrive/shared';
import { YardsPage } from '../common/yards-page';
import { LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { FirstYardInvitation } from './first-yard-invitation';
import { YardOverview } from './yard-overview';
import { PlantsNeedingAttention } from './plants-needing-attention';
import { ThisWeek } from './this-week';

const DASHBOARD_TITLE = 'Dashboard';
/** The Thrive Scorecard of every yard (SPEC §2.3: thrive/table/0). */
const ALL_YARDS = 0;

/** The landing of the yards area: an invitation for a new gardener, an overview for the others. */
export function DashboardPage() {
  const yards = useGetYardsQuery();
  // Asked at once, beside the yards, so both arrive together.
  const thrive = useGetThriveTableQuery(ALL_YARDS);
  return (
    <YardsPage title={DASHBOARD_TITLE}>
      {yards.isLoading ? (
        <Loading label="Loading your yards…" />
      ) : yards.error ? (
        <LoadError message={errorText(yards.error)} onRetry={() => void yards.refetch()} />
      ) : !yards.data?.length ? (
        <FirstYardInvitation />
      ) : (
        <>
          <ThisWeek />
          <YardOverview yards={yards.data} thrive={thrive.data} thriveFailed={Boolean(thrive.error)} />
          <PlantsNeedingAttention
            rows={thrive.data?.Rows}
            loading={thrive.isLoading}
            error={thrive.error ? errorText(thrive.error) : null}
          />
        </>
      )}
    </YardsPage>
  );
}
