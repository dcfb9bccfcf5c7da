import { lazy } from 'react';

/**
 * The weather station map, loaded when the gardener opens it: Leaflet, the clustering and
 * the US outline stay out of this remote's first load (a chunk of their own).
 */
export const LazyWeatherStationMap = lazy(() =>
  import(/* webpackChunkName: "weather-map" */ '@thrive/shared/weather-map').then((module) => ({
    default: module.WeatherStationMap,
  })),
);
