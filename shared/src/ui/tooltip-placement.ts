/** Room kept between a tip and the edges of the screen, in px. */
export const TOOLTIP_EDGE_PADDING = 8;
