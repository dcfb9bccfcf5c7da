/**
 * The side menu's destinations for now: one per area. The full menu of SPEC §2.4
 * (visibility rules, carried parameters, external links) comes with the shell issue.
 */
export const MENU_ITEMS = [
  { label: 'Launch Pad', to: '/core/landing' },
  { label: 'My Yard', to: '/yards' },
  { label: 'Plant ID/Search', to: '/plants/search' },
  { label: 'Thrive Scorecard', to: '/thrive/table/0' },
  { label: 'Tasks', to: '/tasks' },
  { label: 'Landscape Design', to: '/styles' },
  { label: 'My Favorites', to: '/users/favorites' },
  { label: 'About Us', to: '/help/aboutus' },
] as const;
