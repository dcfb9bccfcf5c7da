import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapSettingsSchema } from '@thrive/shared/contracts';
import { loadApiConfig, type ApiConfig } from '../../config';

interface MapSettingsOptions {
  /**
   * buildApp keeps its config for the server options and does not hand it to the routes,
   * so by default the settings are read from the environment, the same variables the
   * gateway reads for its Content-Security-Policy.
   */
  config?: Pick<ApiConfig, 'mapTiles'>;
}

/** Where the weather station map (SPEC §2.6) takes its tiles from: MAP_TILE_URL. */
export const mapSettingsRoutes: FastifyPluginAsyncZod<MapSettingsOptions> = async (
  app,
  { config = loadApiConfig() },
) => {
  const settings = { TileUrl: config.mapTiles.url, Attribution: config.mapTiles.attribution };
  app.get(
    '/Common/0/MapSettings',
    {
      schema: {
        summary:
          'The weather map’s tile URL template and attribution; TileUrl null draws the US outline alone',
        response: { 200: mapSettingsSchema },
      },
    },
    async () => settings,
  );
};
