import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §2.5: the header toolbar's numeric action codes 0-12. */
export const TOOLBAR_ACTIONS = {
  Back: 0,
  Save: 1,
  Edit: 2,
  Filter: 3,
  Submit: 4,
  GridView: 5,
  ListView: 6,
  Upload: 7,
  Rotate: 8,
  Delete: 9,
  Add: 10,
  Apply: 11,
  Clear: 12,
} as const;
export type ToolbarActionCode = (typeof TOOLBAR_ACTIONS)[keyof typeof TOOLBAR_ACTIONS];

/** SPEC §2.5: item actions Edit 0, Delete 1. */
export const ITEM_ACTIONS = { Edit: 0, Delete: 1 } as const;
export type ItemActionCode = (typeof ITEM_ACTIONS)[keyof typeof ITEM_ACTIONS];

/** An icon action a remote puts in the header's second toolbar row; the label names the button. */
export interface ToolbarAction {
  code: ToolbarActionCode;
  label: string;
}

/** A click signal: `seq` grows with every click, so the same action twice is two signals. */
export interface ToolbarActionClick {
  code: ToolbarActionCode;
  seq: number;
}

export interface ItemActionClick {
  code: ItemActionCode;
  itemId: number;
  seq: number;
}

/**
 * Id of the element inside the shell's sort & filter side panel; the area on screen renders
 * the panel's content into it with a portal (`createPortal(content, getElementById(...))`).
 */
export const SORT_FILTER_PANEL_ID = 'sort-filter-panel';

export interface UiState {
  /** Title the header shows; set by whichever area is on screen. */
  headerTitle: string;
  menuOpen: boolean;
  /** Number of pending loads that want the global spinner (SPEC §4 spinner counter). */
  pendingLoads: number;
  /** Pending plant-detail loads: their own spinner, 'Retrieving plant details...' (SPEC §2.6). */
  pendingPlantDetailLoads: number;
  /** The header's second toolbar row (SPEC §2.5); the area on screen sets it and clears it. */
  toolbarActions: ToolbarAction[];
  lastToolbarAction: ToolbarActionClick | null;
  lastItemAction: ItemActionClick | null;
  /** The sort & filter side panel (SPEC §2.5, §4 Menus and panels). */
  filterPanelOpen: boolean;
  /** The in-app url before the current one (SPEC §2.5: with av, back goes there). */
  previousTrackedUrl: string | null;
  /** True while the page on screen is the first of this visit: nothing in the app to go back to. */
  shortHistory: boolean;
  /** The Request a New Plant dialog (SPEC §2.4, §2.6), which the shell hosts. */
  plantRequestDialogOpen: boolean;
}

const initialState: UiState = {
  headerTitle: '',
  menuOpen: false,
  pendingLoads: 0,
  pendingPlantDetailLoads: 0,
  toolbarActions: [],
  lastToolbarAction: null,
  lastItemAction: null,
  filterPanelOpen: false,
  previousTrackedUrl: null,
  shortHistory: true,
  plantRequestDialogOpen: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    headerTitleSet(state, action: PayloadAction<string>) {
      state.headerTitle = action.payload;
    },
    /** The menu and the sort & filter panel share the header title: opening one closes the other. */
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.menuOpen = action.payload ?? !state.menuOpen;
      if (state.menuOpen) state.filterPanelOpen = false;
    },
    loadStarted(state) {
      state.pendingLoads += 1;
    },
    loadFinished(state) {
      state.pendingLoads = Math.max(0, state.pendingLoads - 1);
    },
    plantDetailsLoadStarted(state) {
      state.pendingPlantDetailLoads += 1;
    },
    plantDetailsLoadFinished(state) {
      state.pendingPlantDetailLoads = Math.max(0, state.pendingPlantDetailLoads - 1);
    },
    /**
     * Set from a page's useEffect and pass [] when it leaves. The shell also clears them
     * whenever the first path segment changes, before the new page's effects run.
     */
    toolbarActionsSet(state, action: PayloadAction<ToolbarAction[]>) {
      state.toolbarActions = action.payload;
    },
    /** The header dispatches this; the Filter action also toggles the sort & filter panel. */
    toolbarActionClicked(state, action: PayloadAction<ToolbarActionCode>) {
      state.lastToolbarAction = { code: action.payload, seq: (state.lastToolbarAction?.seq ?? 0) + 1 };
      if (action.payload === TOOLBAR_ACTIONS.Filter) {
        state.filterPanelOpen = !state.filterPanelOpen;
        if (state.filterPanelOpen) state.menuOpen = false;
      }
    },
    itemActionClicked(state, action: PayloadAction<{ code: ItemActionCode; itemId: number }>) {
      state.lastItemAction = { ...action.payload, seq: (state.lastItemAction?.seq ?? 0) + 1 };
    },
    filterPanelToggled(state, action: PayloadAction<boolean | undefined>) {
      state.filterPanelOpen = action.payload ?? !state.filterPanelOpen;
      if (state.filterPanelOpen) state.menuOpen = false;
    },
    /** The shell tracks in-app navigation and reports where the visit stands. */
    navigationTracked(
      state,
      action: PayloadAction<{ previousTrackedUrl: string | null; shortHistory: boolean }>,
    ) {
      state.previousTrackedUrl = action.payload.previousTrackedUrl;
      state.shortHistory = action.payload.shortHistory;
    },
    plantRequestDialogToggled(state, action: PayloadAction<boolean | undefined>) {
      state.plantRequestDialogOpen = action.payload ?? !state.plantRequestDialogOpen;
    },
  },
  selectors: {
    selectHeaderTitle: (state) => state.headerTitle,
    selectMenuOpen: (state) => state.menuOpen,
    selectIsLoading: (state) => state.pendingLoads > 0,
    selectIsLoadingPlantDetails: (state) => state.pendingPlantDetailLoads > 0,
    selectToolbarActions: (state) => state.toolbarActions,
    selectLastToolbarAction: (state) => state.lastToolbarAction,
    selectLastItemAction: (state) => state.lastItemAction,
    selectFilterPanelOpen: (state) => state.filterPanelOpen,
    selectPreviousTrackedUrl: (state) => state.previousTrackedUrl,
    selectShortHistory: (state) => state.shortHistory,
    selectPlantRequestDialogOpen: (state) => state.plantRequestDialogOpen,
  },
});

export const {
  headerTitleSet,
  menuToggled,
  loadStarted,
  loadFinished,
  plantDetailsLoadStarted,
  plantDetailsLoadFinished,
  toolbarActionsSet,
  toolbarActionClicked,
  itemActionClicked,
  filterPanelToggled,
  navigationTracked,
  plantRequestDialogToggled,
} = uiSlice.actions;
export const {
  selectHeaderTitle,
  selectMenuOpen,
  selectIsLoading,
  selectIsLoadingPlantDetails,
  selectToolbarActions,
  selectLastToolbarAction,
  selectLastItemAction,
  selectFilterPanelOpen,
  selectPreviousTrackedUrl,
  selectShortHistory,
  selectPlantRequestDialogOpen,
} = uiSlice.selectors;
