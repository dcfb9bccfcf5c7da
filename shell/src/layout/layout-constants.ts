/** SPEC §9: header height 56 px. */
export const HEADER_HEIGHT_PX = 56;
/** SPEC §9: menu panel width 250 px. */
export const MENU_PANEL_WIDTH_PX = 250;
/** SPEC §9 gives the search slider 300 px; the sort & filter slider holds as much, so it matches. */
const FILTER_PANEL_WIDTH_PX = 300;
/** SPEC §4, §9: the menu and the sort & filter panel slide in or out in 400 ms. */
export const MENU_ANIMATION_MS = 400;
/** The header's second row of icon actions (SPEC §2.5): one row of 44 px touch targets. */
export const TOOLBAR_HEIGHT_PX = 48;

/** SPEC §4 Menus and panels: the header title while each is open. */
export const MENU_TITLE = 'Menu';
export const SORT_FILTER_TITLE = 'Sort & Filter';

/** The header's menu button, where focus returns when the menu closes. */
export const MENU_BUTTON_ID = 'menu-button';

/** The shell's sizes as CSS variables on its root, so the stylesheets follow the constants. */
export const LAYOUT_CSS_VARIABLES = {
  '--thrive-header-height': `${HEADER_HEIGHT_PX}px`,
  '--thrive-menu-width': `${MENU_PANEL_WIDTH_PX}px`,
  '--thrive-filter-width': `${FILTER_PANEL_WIDTH_PX}px`,
  '--thrive-menu-animation': `${MENU_ANIMATION_MS}ms`,
  '--thrive-toolbar-height': `${TOOLBAR_HEIGHT_PX}px`,
} as const;
