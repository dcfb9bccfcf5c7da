import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/store';
import { selectHeaderTitle } from '../store/ui-slice';
import type { RemoteAppProps } from '../remotes/remote-app';
import type { RemoteSegment } from '../remotes/segment-owners';

/**
 * What the shell relies on from every remote's exposed `./App`: it renders each segment
 * it owns under that segment's title, sets the header title in the one store, and
 * marks its page with its build id.
 */
export function testRemoteAppContract(
  remote: string,
  App: ComponentType<RemoteAppProps>,
  titles: [RemoteSegment, string][],
): void {
  function renderApp(segment: RemoteSegment) {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <App segment={segment} />
      </Provider>,
    );
    return store;
  }

  describe(`${remote} exposed App`, () => {
    test.each(titles)('segment %s shows the title "%s" and sets it as the header title', (segment, title) => {
      const store = renderApp(segment);
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(selectHeaderTitle(store.getState())).toBe(title);
    });

    test('marks its page with the build id so operators can tell builds apart', () => {
      const [segment, title] = titles[0]!;
      renderApp(segment);
      expect(screen.getByRole('region', { name: title }).firstElementChild).toHaveAttribute(
        'data-build',
        'test-build',
      );
    });
  });
}
