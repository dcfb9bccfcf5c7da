import { Link } from 'react-router-dom';
import { useCarriedLink, useGetZonesQuery, useRecordLinkClick } from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { EmptyState, LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import type { ConditionNames } from '@thrive/shared';
import ui from '../common/ui.module.css';
import { ZoneCards } from '../common/zone-cards';

interface Props {
  yardId: number;
  names: ConditionNames;
  /** False for a viewer of a shared yard: no "Add a zone". */
  canAddZone: boolean;
}

/** The zones of one yard, each with its sun, water, plant count, plant pictures and scores. */
export function YardZones({ yardId, names, canAddZone }: Props) {
  const carried = useCarriedLink();
  const record = useRecordLinkClick('mfe-yards');
  const zones = useGetZonesQuery(yardId);
  return (
    <section className={ui.section} aria-labelledby="yard-zones-title">
      <h3 id="yard-zones-title" className={ui.sectionTitle}>
        Zones
      </h3>
      {zones.isLoading ? (
        <Loading label="Loading the zones…" />
      ) : zones.error ? (
        <LoadError message={errorText(zones.error)} onRetry={() => void zones.refetch()} />
      ) : !zones.data?.length ? (
        <EmptyState title="This yard has no zones yet">
          <p className={ui.muted}>
            A zone is a part of the yard with one kind of sun and water, like a shady bed.
          </p>
          {canAddZone && (
            <Link
              to={carried(`/zones/create/${yardId}`)}
              className={`${ui.buttonLink} ${ui.primaryLink}`}
              onClick={() => record(LINK_KINDS.YardAddZone)}
            >
              Add a zone
            </Link>
          )}
        </EmptyState>
      ) : (
        <ZoneCards yardId={yardId} zones={zones.data} names={names} />
      )}
    </section>
  );
}
