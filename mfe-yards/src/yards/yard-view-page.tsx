import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  TOOLBAR_ACTIONS,
  useCarriedLink,
  useGetYardQuery,
  type ToolbarAction,
  useRecordLinkClick,
} from '@thrive/shared';
import { LINK_KINDS } from '@thrive/shared/contracts';
import { YardsPage } from '../common/yards-page';
import { LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { useConditionNames } from '@thrive/shared';
import { usePageToolbar } from '@thrive/shared';
import { Badge } from '../common/badge';
import { SharedYardMarker } from '../common/shared-yard-marker';
import { NO_PERMISSIONS, yardPermissions, type YardPermissions } from '@thrive/shared';
import ui from '../common/ui.module.css';
import { YARDS_TITLE } from './yard-list-page';
import { YardPlace } from './yard-place';
import { YardActions } from './yard-actions';
import { YardZones } from './yard-zones';
import { DeleteYardDialog } from './delete-yard-dialog';
import { PublicLink } from './public-link';
import { YardWeather } from './yard-weather';

const ADD_ZONE: ToolbarAction = { code: TOOLBAR_ACTIONS.Add, label: 'Add a zone' };
/**
 * The header toolbar of a yard (SPEC §2.5 codes), by what the reader may do in it: the owner
 * all, a gardener adds zones only, a viewer nothing. Stable arrays, so each is set once.
 */
const OWNER_TOOLBAR: ToolbarAction[] = [
  ADD_ZONE,
  { code: TOOLBAR_ACTIONS.Edit, label: 'Edit yard' },
  { code: TOOLBAR_ACTIONS.Delete, label: 'Delete yard' },
];
const GARDENER_TOOLBAR: ToolbarAction[] = [ADD_ZONE];
const NO_TOOLBAR: ToolbarAction[] = [];

function yardToolbar({ changeGarden, manageYard }: YardPermissions): ToolbarAction[] {
  if (manageYard) return OWNER_TOOLBAR;
  return changeGarden ? GARDENER_TOOLBAR : NO_TOOLBAR;
}

/** One yard with its zones (SPEC §2.4 "yards/view/{id}"). */
export function YardViewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const record = useRecordLinkClick('mfe-yards');
  const names = useConditionNames();
  const yard = useGetYardQuery(id);
  const [deleting, setDeleting] = useState(false);
  // Until the yard is read, nothing shows that its reader's role might not allow.
  const permissions = yard.data ? yardPermissions(yard.data) : NO_PERMISSIONS;

  usePageToolbar(yardToolbar(permissions), (code) => {
    if (code === TOOLBAR_ACTIONS.Add && permissions.changeGarden) {
      record(LINK_KINDS.YardAddZone);
      navigate(carried(`/zones/create/${id}`));
    } else if (code === TOOLBAR_ACTIONS.Edit && permissions.manageYard) {
      record(LINK_KINDS.YardEdit);
      navigate(carried(`/yards/edit/${id}`));
    } else if (code === TOOLBAR_ACTIONS.Delete && yard.data && permissions.manageYard) {
      record(LINK_KINDS.YardDelete);
      setDeleting(true);
    }
  });

  return (
    <YardsPage title={YARDS_TITLE} heading={yard.data?.Name ?? YARDS_TITLE}>
      {yard.isLoading ? (
        <Loading label="Loading the yard…" />
      ) : yard.error || !yard.data ? (
        <LoadError message={errorText(yard.error)} onRetry={() => void yard.refetch()} />
      ) : (
        <>
          {(yard.data.IsDefault || yard.data.IsPublic || yard.data.Sharing) && (
            <p className={ui.row}>
              {yard.data.IsDefault && <Badge>Default yard</Badge>}
              {yard.data.IsPublic && <Badge tone="accent">Public</Badge>}
              <SharedYardMarker sharing={yard.data.Sharing} />
            </p>
          )}
          <YardPlace yard={yard.data} hardinessName={names.hardiness(yard.data.HardinessZoneId)} />
          <YardActions yard={yard.data} />
          {yard.data.IsPublic && <PublicLink yardId={yard.data.Id} />}
          <YardZones yardId={yard.data.Id} names={names} canAddZone={permissions.changeGarden} />
          <YardWeather yard={yard.data} canChooseStation={permissions.manageYard} />
          {permissions.manageYard && (
            <DeleteYardDialog yard={yard.data} open={deleting} onClose={() => setDeleting(false)} />
          )}
        </>
      )}
    </YardsPage>
  );
}
