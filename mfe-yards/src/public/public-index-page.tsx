import { YardsPage } from '../common/yards-page';
import { EmptyState } from '@thrive/shared';
import { PUBLIC_TITLE } from './public-yard-page';

/** `#/public` without a yard: public pages are reached by the link their gardener shares. */
export function PublicIndexPage() {
  return (
    <YardsPage title={PUBLIC_TITLE}>
      <EmptyState title="Open the link a gardener shared to see their yard." />
    </YardsPage>
  );
}
