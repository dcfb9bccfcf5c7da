import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  TOOLBAR_ACTIONS,
  useCarriedLink,
  useGetZoneQuery,
  type ToolbarAction,
  useRecordLinkClick,
} from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { YardsPage } from '../common/yards-page';
import { LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { useConditionNames } from '@thrive/shared';
import { usePageToolbar } from '@thrive/shared';
import { ZONES_TITLE } from './zone-list-page';
import { ZoneFacts } from './zone-facts';
import { ZoneActions, addPlantsPath } from './zone-actions';
import { ZonePlants } from './zone-plants';
import { DeleteZoneDialog } from './delete-zone-dialog';
import { useZonePermissions } from './use-zone-permissions';

/**
 * The header toolbar of a zone (SPEC §2.5 codes), for who may change the zone (owner and
 * gardeners); a viewer gets none. Stable arrays, so each is set once.
 */
const NO_TOOLBAR: ToolbarAction[] = [];
const ZONE_TOOLBAR: ToolbarAction[] = [
  { code: TOOLBAR_ACTIONS.Add, label: 'Add plants' },
  { code: TOOLBAR_ACTIONS.Edit, label: 'Edit zone' },
  { code: TOOLBAR_ACTIONS.Delete, label: 'Delete zone' },
];

/** One zone with its plants (SPEC §2.4 "zones/view"); the shell's back arrow goes to yards. */
export function ZoneViewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const record = useRecordLinkClick('mfe-yards');
  const names = useConditionNames();
  const zone = useGetZoneQuery(id);
  const [deleting, setDeleting] = useState(false);
  const { changeGarden } = useZonePermissions(zone.data);

  usePageToolbar(changeGarden ? ZONE_TOOLBAR : NO_TOOLBAR, (code) => {
    if (!changeGarden) return;
    if (code === TOOLBAR_ACTIONS.Add) {
      navigate(carried(addPlantsPath(id)));
    } else if (code === TOOLBAR_ACTIONS.Edit) {
      record(LINK_KINDS.ZoneEdit);
      navigate(carried(`/zones/edit/${id}`));
    } else if (code === TOOLBAR_ACTIONS.Delete && zone.data) {
      record(LINK_KINDS.ZoneDelete);
      setDeleting(true);
    }
  });

  return (
    <YardsPage title={ZONES_TITLE} heading={zone.data?.Name ?? ZONES_TITLE}>
      {zone.isLoading ? (
        <Loading label="Loading the zone…" />
      ) : zone.error || !zone.data ? (
        <LoadError message={errorText(zone.error)} onRetry={() => void zone.refetch()} />
      ) : (
        <>
          <ZoneFacts zone={zone.data} names={names} />
          <ZoneActions zone={zone.data} canChange={changeGarden} />
          <ZonePlants
            zoneId={zone.data.Id}
            fertilizers={names.lists?.Fertilizers ?? []}
            canChange={changeGarden}
          />
          {changeGarden && (
            <DeleteZoneDialog zone={zone.data} open={deleting} onClose={() => setDeleting(false)} />
          )}
        </>
      )}
    </YardsPage>
  );
}
