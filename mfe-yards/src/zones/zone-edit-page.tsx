import { useNavigate, useParams } from 'react-router-dom';
import {
  notify,
  useCarriedLink,
  useGetYardQuery,
  useGetZoneQuery,
  useSaveZoneMutation,
} from '@thrive/shared';
import { YardsPage } from '../common/yards-page';
import { LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { ZONES_TITLE } from './zone-list-page';
import { ZoneForm } from './zone-form';
import { NotAllowedHere } from '../common/not-allowed-here';
import { yardPermissions } from '@thrive/shared';

/** Changes a zone's name, sun and water (link kind 25 is recorded where it was chosen). */
export function ZoneEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const zone = useGetZoneQuery(id);
  // The zone's yard tells the reader's role in it.
  const yard = useGetYardQuery(zone.data?.YardId ?? 0, { skip: !zone.data });
  const [saveZone] = useSaveZoneMutation();
  return (
    <YardsPage title={ZONES_TITLE} heading={zone.data ? `Edit ${zone.data.Name}` : 'Edit zone'}>
      {zone.isLoading || yard.isLoading ? (
        <Loading label="Loading the zone…" />
      ) : zone.error || !zone.data ? (
        <LoadError message={errorText(zone.error)} onRetry={() => void zone.refetch()} />
      ) : yard.data && !yardPermissions(yard.data).changeGarden ? (
        <NotAllowedHere yard={yard.data} what="change the zones of" backTo={`/zones/view/${id}`} />
      ) : (
        <ZoneForm
          key={zone.data.Id}
          initial={zone.data}
          submitText="Save zone"
          cancelTo={carried(`/zones/view/${id}`)}
          onSave={async (changes) => {
            const saved = await saveZone({ ...changes, Id: id, YardId: zone.data?.YardId ?? 0 }).unwrap();
            notify({ message: `${saved.Name} was saved.`, variant: 'success' });
            navigate(carried(`/zones/view/${id}`));
          }}
        />
      )}
    </YardsPage>
  );
}
