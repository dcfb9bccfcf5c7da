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
import ui from '../common/ui.module.css';
import { YARDS_TITLE } from './yard-list-page';
import { YardPlace } from './yard-place';
import { YardActions } from './yard-actions';
import { YardZones } from './yard-zones';
import { DeleteYardDialog } from './delete-yard-dialog';
import { PublicLink } from './public-link';
import { YardWeather } from './yard-weather';

/** The header toolbar of a yard (SPEC §2.5 codes); stable so it is set once. */
const YARD_TOOLBAR: ToolbarAction[] = [
  { code: TOOLBAR_ACTIONS.Add, label: 'Add a zone' },
  { code: TOOLBAR_ACTIONS.Edit, label: 'Edit yard' },
  { code: TOOLBAR_ACTIONS.Delete, label: 'Delete yard' },
];

/** One yard with its zones (SPEC §2.4 "yards/view/{id}"). */
export function YardViewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const record = useRecordLinkClick('mfe-yards');
  const names = useConditionNames();
  const yard = useGetYardQuery(id);
  const [deleting, setDeleting] = useState(false);

  usePageToolbar(YARD_TOOLBAR, (code) => {
    if (code === TOOLBAR_ACTIONS.Add) {
      record(LINK_KINDS.YardAddZone);
      navigate(carried(`/zones/create/${id}`));
    } else if (code === TOOLBAR_ACTIONS.Edit) {
      record(LINK_KINDS.YardEdit);
      navigate(carried(`/yards/edit/${id}`));
    } else if (code === TOOLBAR_ACTIONS.Delete && yard.data) {
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
          {(yard.data.IsDefault || yard.data.IsPublic) && (
            <p className={ui.row}>
              {yard.data.IsDefault && <Badge>Default yard</Badge>}
              {yard.data.IsPublic && <Badge tone="accent">Public</Badge>}
            </p>
          )}
          <YardPlace yard={yard.data} hardinessName={names.hardiness(yard.data.HardinessZoneId)} />
          <YardActions yard={yard.data} />
          {yard.data.IsPublic && <PublicLink yardId={yard.data.Id} />}
          <YardZones yardId={yard.data.Id} names={names} />
          <YardWeather yard={yard.data} />
          <DeleteYardDialog yard={yard.data} open={deleting} onClose={() => setDeleting(false)} />
        </>
      )}
    </YardsPage>
  );
}
