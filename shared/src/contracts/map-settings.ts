import { z } from 'zod';

/**
 * GET Common/0/MapSettings: where the weather station map (SPEC §2.6) takes its tiles from.
 * `TileUrl` is a Leaflet URL template (`{s}`, `{z}`, `{x}`, `{y}`); null when the operator
 * serves no tiles (offline, tests), and the map then shows the US outline alone.
 * `Attribution` is plain text, shown with the tiles.
 */
export const mapSettingsSchema = z.object({
  TileUrl: z.string().nullable(),
  Attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
