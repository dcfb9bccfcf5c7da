import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCarriedLink, useGetThriveTableQuery } from '@thrive/shared';
import { EmptyState, LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import ui from '../common/ui.module.css';
import { DEFAULT_VIEW, viewRows, type ThriveView } from './thrive-rows';
import { ThriveSummaries } from './thrive-summaries';
import { ThriveFilters } from './thrive-filters';
import { ThriveTable } from './thrive-table';
import { useMovePlant } from './use-move-plant';

/** The scores of every plant of one yard (or all), with summaries, filters and moves. */
export function ThriveScorecard({ yardId }: { yardId: number }) {
  const carried = useCarriedLink();
  const table = useGetThriveTableQuery(yardId);
  const [view, setView] = useState<ThriveView>(DEFAULT_VIEW);
  const move = useMovePlant();

  if (table.isLoading) return <Loading label="Scoring your plants…" />;
  if (table.error || !table.data) {
    return <LoadError message={errorText(table.error)} onRetry={() => void table.refetch()} />;
  }
  if (table.data.Rows.length === 0) {
    return (
      <EmptyState title="Add plants to a zone to see how they will thrive">
        <Link to={carried('/yards')} className={`${ui.buttonLink} ${ui.primaryLink}`}>
          Go to my yards
        </Link>
      </EmptyState>
    );
  }
  const rows = viewRows(table.data.Rows, view);
  return (
    <>
      <ThriveSummaries table={table.data} />
      <ThriveFilters zones={table.data.Zones} view={view} onChange={setView} />
      <p role="status" className={ui.muted}>
        Showing {rows.length} of {table.data.Rows.length} plants
      </p>
      {rows.length === 0 ? (
        <EmptyState title="No plants match these filters">
          <button type="button" className={ui.buttonLink} onClick={() => setView(DEFAULT_VIEW)}>
            Clear filters
          </button>
        </EmptyState>
      ) : (
        <ThriveTable rows={rows} move={move} />
      )}
    </>
  );
}
