/** A yard's own page, in mfe-yards (`#/yards/view/5`): where the menu and an invitation lead. */
export const yardPagePath = (yardId: number): string => `/yards/view/${yardId}`;
