/**
 * @thrive/shared/weather-map: the weather station map of SPEC §2.6. A subpath of its own,
 * not part of the `@thrive/shared` singleton: the remote that imports it bundles it into a
 * lazily loaded chunk, so Leaflet weighs nothing on anyone's first load.
 */
export { WeatherStationMap, type WeatherStationMapProps } from './weather-station-map';
export {
  CLUSTER_MAX_ZOOM,
  US_CENTER,
  WEATHER_MAP_HEIGHT_PX,
  WEATHER_MAP_SELECTED_ZOOM,
  WEATHER_MAP_ZOOM,
} from './weather-map-constants';
export { indexStations, pointsInView, type MapPoint, type StationIndex } from './station-clusters';
