import { useNavigate, useParams } from 'react-router-dom';
import { notify, useCarriedLink, useCreateZoneMutation, useGetYardQuery } from '@thrive/shared';
import { YardsPage } from '../common/yards-page';
import { ZONES_TITLE } from './zone-list-page';
import { ZoneForm } from './zone-form';
import { NotAllowedHere } from '../common/not-allowed-here';
import { yardPermissions } from '@thrive/shared';

const NEW_ZONE = { Name: '', SunRequirementId: 0, WaterRequirementId: 0, Notes: '' };

/** A new zone in a yard (SPEC "createzone/{id} from a yard"); then to the new zone. */
export function ZoneCreatePage() {
  const yardId = Number(useParams().yardId);
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const yard = useGetYardQuery(yardId);
  const [createZone] = useCreateZoneMutation();
  return (
    <YardsPage title={ZONES_TITLE} heading={yard.data ? `Add a zone to ${yard.data.Name}` : 'Add a zone'}>
      {yard.data && !yardPermissions(yard.data).changeGarden ? (
        <NotAllowedHere yard={yard.data} what="add zones to" backTo={`/yards/view/${yardId}`} />
      ) : (
        <ZoneForm
          initial={NEW_ZONE}
          submitText="Add zone"
          cancelTo={carried(`/yards/view/${yardId}`)}
          onSave={async (zone) => {
            const created = await createZone({ yardId, zone }).unwrap();
            notify({ message: `${created.Name} was added.`, variant: 'success' });
            navigate(carried(`/zones/view/${created.Id}`));
          }}
        />
      )}
    </YardsPage>
  );
}
