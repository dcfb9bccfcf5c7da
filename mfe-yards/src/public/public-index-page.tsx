import { YardsPage } from '../common/yards-page';
import { EmptyState } from '@thrive/shared';
import { PUBLIC_TITLE } from './public-yard-page';
import { BrandBar } from './brand-bar';

/** `#/public` without a yard: public pages are reached by the link their gardener shares. */
export function PublicIndexPage() {
  return (
    <>
      <BrandBar />
      <YardsPage title={PUBLIC_TITLE}>
        <EmptyState title="Open the link a gardener shared to see their yard." />
      </YardsPage>
    </>
  );
}
