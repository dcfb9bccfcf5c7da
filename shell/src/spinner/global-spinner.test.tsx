import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createAppStore,
  loadFinished,
  loadStarted,
  plantDetailsLoadFinished,
  plantDetailsLoadStarted,
  type AppStore,
} from '@thrive/shared';
import { GlobalSpinner, LOADING_TEXT, PLANT_DETAILS_TEXT, SPINNER_DELAY_MS } from './global-spinner';
import { CountWhileMounted } from './count-while-mounted';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderSpinner(): AppStore {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <GlobalSpinner />
    </Provider>,
  );
  return store;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const dispatch = (store: AppStore, action: Parameters<AppStore['dispatch']>[0]) =>
  act(() => {
    store.dispatch(action);
  });

describe('the loading spinner counter (SPEC §4, §9: 250 ms on show and on hide)', () => {
  test("appears 250 ms after the counter rises above zero, not before, with the text 'Loading...'", () => {
    const store = renderSpinner();
    dispatch(store, loadStarted());
    advance(SPINNER_DELAY_MS - 1);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
  });

  test('a load that ends within 250 ms never shows the spinner', () => {
    const store = renderSpinner();
    dispatch(store, loadStarted());
    advance(200);
    dispatch(store, loadFinished());
    advance(SPINNER_DELAY_MS * 4);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });

  test('hides 250 ms after the counter returns to zero, not before', () => {
    const store = renderSpinner();
    dispatch(store, loadStarted());
    dispatch(store, loadStarted());
    advance(SPINNER_DELAY_MS);
    dispatch(store, loadFinished());
    advance(SPINNER_DELAY_MS * 2);
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument(); // one load still pending
    dispatch(store, loadFinished());
    advance(SPINNER_DELAY_MS - 1);
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });

  test('stays shown when the counter rises again during the hide delay', () => {
    const store = renderSpinner();
    dispatch(store, loadStarted());
    advance(SPINNER_DELAY_MS);
    dispatch(store, loadFinished());
    advance(SPINNER_DELAY_MS - 50);
    dispatch(store, loadStarted());
    // Past the moment it would have hidden, and past the moment a fresh show would come.
    advance(100);
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    advance(SPINNER_DELAY_MS * 4);
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
  });

  test('is announced to screen readers: a polite live status region', () => {
    const store = renderSpinner();
    dispatch(store, loadStarted());
    advance(SPINNER_DELAY_MS);
    const status = screen.getByText(LOADING_TEXT).closest('[role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});

describe("the second spinner 'Retrieving plant details...' (SPEC §2.6) has its own counter", () => {
  test('shows 250 ms after its counter rises and hides 250 ms after it falls, apart from Loading...', () => {
    const store = renderSpinner();
    dispatch(store, plantDetailsLoadStarted());
    advance(SPINNER_DELAY_MS);
    expect(screen.getByText(PLANT_DETAILS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    dispatch(store, plantDetailsLoadFinished());
    advance(SPINNER_DELAY_MS);
    expect(screen.queryByText(PLANT_DETAILS_TEXT)).not.toBeInTheDocument();
  });
});

describe('navigation: a remote area loading counts as a pending load (SPEC §2.1)', () => {
  test('the spinner shows while the Suspense fallback is on screen and hides after it goes', () => {
    const store = createAppStore();
    const view = render(
      <Provider store={store}>
        <CountWhileMounted />
        <GlobalSpinner />
      </Provider>,
    );
    advance(SPINNER_DELAY_MS);
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    view.rerender(
      <Provider store={store}>
        <GlobalSpinner />
      </Provider>,
    );
    advance(SPINNER_DELAY_MS);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    expect(store.getState().ui.pendingLoads).toBe(0);
  });
});
