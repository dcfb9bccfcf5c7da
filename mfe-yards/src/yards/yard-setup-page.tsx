import { useParams, useSearchParams } from 'react-router-dom';
import { useGetYardQuery } from '@thrive/shared';
import { YardsPage } from '../common/yards-page';
import { LoadError, Loading } from '@thrive/shared';
import { errorText } from '@thrive/shared';
import { YARDS_TITLE } from './yard-list-page';
import { YardForm } from './yard-form';
import { NotAllowedHere } from '../common/not-allowed-here';
import { yardPermissions } from '@thrive/shared';

/** The yard being edited: `yards/edit/5` or `yards/setup?id=5`; 0 sets up a new yard. */
function useEditedYardId(): number {
  const { id } = useParams();
  const [search] = useSearchParams();
  const value = Number(id ?? search.get('id') ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Sets up a yard (SPEC §2.3 "yards/setup") or edits one. */
export function YardSetupPage() {
  const id = useEditedYardId();
  const yard = useGetYardQuery(id, { skip: id === 0 });
  if (id === 0) {
    return (
      <YardsPage title={YARDS_TITLE} heading="Set up your yard">
        <YardForm yard={null} />
      </YardsPage>
    );
  }
  return (
    <YardsPage title={YARDS_TITLE} heading={yard.data ? `Edit ${yard.data.Name}` : 'Edit yard'}>
      {yard.isLoading ? (
        <Loading label="Loading the yard…" />
      ) : yard.error || !yard.data ? (
        <LoadError message={errorText(yard.error)} onRetry={() => void yard.refetch()} />
      ) : !yardPermissions(yard.data).manageYard ? (
        <NotAllowedHere yard={yard.data} what="edit" backTo={`/yards/view/${id}`} />
      ) : (
        // Keyed so the fields start from the yard that was loaded.
        <YardForm key={yard.data.Id} yard={yard.data} />
      )}
    </YardsPage>
  );
}
