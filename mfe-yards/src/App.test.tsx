import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, selectHeaderTitle } from '@thrive/shared';
import App from './App';

function renderApp(segment: 'yards' | 'thrive') {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <App segment={segment} />
    </Provider>,
  );
  return store;
}

describe('mfe-yards exposed App', () => {
  test.each([
    ['yards', 'My Yard'],
    ['thrive', 'Thrive Scorecard'],
  ] as const)('segment %s shows the title "%s" and sets it as the header title', (segment, title) => {
    const store = renderApp(segment);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(selectHeaderTitle(store.getState())).toBe(title);
  });

  test('marks its page with the build id so operators can tell builds apart', () => {
    renderApp('yards');
    expect(screen.getByRole('region', { name: 'My Yard' }).firstElementChild).toHaveAttribute(
      'data-build',
      'test-build',
    );
  });
});
