/**
 * DESIGN §3: one store for the whole page. Two remotes bundled separately each evaluate
 * their own copy of @thrive/shared (and of Redux Toolkit); both copies must join the
 * same store, the same root reducer and the same slices.
 */
import type * as SharedIndex from '../index';
import type * as Toolkit from '@reduxjs/toolkit';

type SharedModule = typeof SharedIndex;
type ToolkitModule = typeof Toolkit;

/** Evaluates @thrive/shared afresh, as a separately bundled remote would. */
async function loadSeparateCopy(): Promise<{ shared: SharedModule; toolkit: ToolkitModule }> {
  let copy: { shared: SharedModule; toolkit: ToolkitModule } | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = { shared: await import('../index'), toolkit: await import('@reduxjs/toolkit') };
  });
  if (!copy) throw new Error('the isolated copy did not load');
  return copy;
}

describe('one store across separately bundled copies of @thrive/shared (DESIGN §3)', () => {
  let a: Awaited<ReturnType<typeof loadSeparateCopy>>;
  let b: Awaited<ReturnType<typeof loadSeparateCopy>>;

  beforeAll(async () => {
    // The second copy's domain files inject their endpoints again into the shared api, which
    // RTK Query reports (development builds only) and skips; that is the expected outcome.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    a = await loadSeparateCopy();
    b = await loadSeparateCopy();
    quiet.mockRestore();
  });

  test('the two copies really are separate module instances', () => {
    expect(b.shared.createAppStore).not.toBe(a.shared.createAppStore);
    expect(b.shared.uiSlice).not.toBe(a.shared.uiSlice);
    expect(b.toolkit.createSlice).not.toBe(a.toolkit.createSlice);
  });

  test('both copies export the same store and the same root reducer', () => {
    expect(b.shared.store).toBe(a.shared.store);
    expect(b.shared.rootReducer).toBe(a.shared.rootReducer);
    expect(b.shared.thriveApi).toBe(a.shared.thriveApi);
  });

  test("a slice injected through one copy's root reducer is in the state the other copy reads", () => {
    const counter = b.toolkit
      .createSlice({
        name: 'remoteCounter',
        initialState: { value: 0 },
        reducers: {
          incremented(state) {
            state.value += 1;
          },
        },
      })
      .injectInto(b.shared.rootReducer);

    a.shared.store.dispatch(counter.actions.incremented());

    const state = a.shared.store.getState() as unknown as Record<string, unknown>;
    expect(state.remoteCounter).toEqual({ value: 1 });
  });

  test("an action dispatched through one copy is seen by the other copy's selectors", () => {
    a.shared.store.dispatch(a.shared.headerTitleSet('My Yard'));
    expect(b.shared.selectHeaderTitle(b.shared.store.getState())).toBe('My Yard');

    b.shared.store.dispatch(b.shared.carriedParamsChanged({ lat: '40.7' }));
    expect(a.shared.selectCarriedParams(a.shared.store.getState())).toEqual({ lat: '40.7' });
  });
});
