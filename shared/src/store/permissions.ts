import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer';

/**
 * Camera and location access as store signals, so any area can ask and hear the answer
 * through the one shared store (DESIGN §3) without importing the shell:
 *
 *   dispatch({ type: 'permissions/permissionRequested', payload: 'camera' })
 *   -> the shell runs SPEC §4's flow (dialog or not) and dispatches
 *      { type: 'permissions/permissionAnswered', payload: { kind: 'camera', granted } }
 *
 * The camera answer is SPEC's camera-accepted event: granted false means "use the photo
 * library" (SPEC §2.6). The location answer is SPEC's accept-location event. A request made
 * while the shell is not mounted (a remote running standalone) is never answered.
 *
 * Here in @thrive/shared so a remote asks with typed actions (or useCameraAccess) and the
 * shell answers through the same slice.
 */
export const PERMISSION_KINDS = ['camera', 'location'] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

export interface PermissionSignal {
  /** Grows by one with each request. */
  requested: number;
  /** Grows by one with each answer. */
  answered: number;
  /** The last answer; null before the first. */
  granted: boolean | null;
}

export type PermissionsState = Record<PermissionKind, PermissionSignal>;

const signal = (): PermissionSignal => ({ requested: 0, answered: 0, granted: null });

const slice = createSlice({
  name: 'permissions',
  initialState: (): PermissionsState => ({ camera: signal(), location: signal() }),
  reducers: {
    permissionRequested(state, action: PayloadAction<PermissionKind>) {
      state[action.payload].requested += 1;
    },
    permissionAnswered(state, action: PayloadAction<{ kind: PermissionKind; granted: boolean }>) {
      const entry = state[action.payload.kind];
      entry.answered += 1;
      entry.granted = action.payload.granted;
    },
  },
  selectors: {
    selectPermission: (state, kind: PermissionKind) => state[kind],
  },
});

/** Injected into the shared root reducer (DESIGN §3 "Remotes inject their own slices"). */
export const permissionsSlice = slice.injectInto(rootReducer);
export const { permissionRequested, permissionAnswered } = permissionsSlice.actions;

/** The signal of one kind; before the first request or answer, zeros and null. */
export const selectPermission = (state: RootState, kind: PermissionKind): PermissionSignal =>
  permissionsSlice.selectors.selectPermission(state as RootState & { permissions?: PermissionsState }, kind);

/** The action that starts SPEC §4's camera flow: `dispatch(requestCameraAccess())`. */
export const requestCameraAccess = () => permissionRequested('camera');
/** The action that starts SPEC §4's location flow: `dispatch(requestLocationAccess())`. */
export const requestLocationAccess = () => permissionRequested('location');
