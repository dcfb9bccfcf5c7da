/** SPEC §9 "Weather map: zoom 4, selected zoom 8, height 250 px". */
export const WEATHER_MAP_ZOOM = 4;
export const WEATHER_MAP_SELECTED_ZOOM = 8;
export const WEATHER_MAP_HEIGHT_PX = 250;

/** SPEC §2.6 "centred near the middle of the US": the geographic centre of the 48 states. */
export const US_CENTER = { lat: 39.83, lng: -98.58 } as const;

/** Clusters merge markers closer than this on screen, so a zoomed-out map stays light. */
export const CLUSTER_RADIUS_PX = 60;
/** From the zoom above this one every station is its own marker. */
export const CLUSTER_MAX_ZOOM = 11;
/** Stations just outside the view are clustered too, so panning shows no empty edge. */
export const VIEW_PADDING_RATIO = 0.25;

/** Where the US outline comes from (us-atlas: Census Bureau cartographic boundaries). */
export const OUTLINE_ATTRIBUTION = 'US outline: U.S. Census Bureau';
