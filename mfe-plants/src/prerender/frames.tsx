import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@thrive/shared';
import type { RenderedFrame } from '@thrive/shared/mf';
import { SearchPage } from '../search/search-page';

/**
 * This remote's prerendered first screens (shared/src/mf/remote-frames.ts), built for Node at
 * its build and published in frames.json: a shell paints one at once for a deep link into its
 * route, and the page itself replaces it when this remote has loaded.
 */

/**
 * The page as it first renders for anyone: a store of its own with nobody signed in and no
 * data (its queries start in effects, which a static render never runs), at the bare route
 * without a search. So the frame is the same for every gardener and holds nothing of one.
 */
function firstScreen(path: string, page: React.ReactNode): string {
  return renderToStaticMarkup(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
}

export function renderFrames(): RenderedFrame[] {
  // plants and plants/search are both the search page (App.tsx).
  return [{ routes: ['plants', 'plants/search'], html: firstScreen('/plants/search', <SearchPage />) }];
}
