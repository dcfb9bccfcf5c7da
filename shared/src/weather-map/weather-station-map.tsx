import { useId, useMemo, type Ref } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapSettings, WeatherStation } from '@thrive/shared/contracts';
import { StationMarkers } from './station-markers';
import { UsOutlineLayer } from './us-outline-layer';
import { plainText } from './plain-text';
import { US_CENTER, WEATHER_MAP_HEIGHT_PX, WEATHER_MAP_ZOOM } from './weather-map-constants';
import styles from './weather-map.module.css';

export interface WeatherStationMapProps {
  /** The stations to show (thousands are fine: they are clustered). */
  stations: readonly WeatherStation[];
  /** The chosen station, highlighted and announced; choosing it elsewhere zooms to it. */
  selectedId: string | null;
  /** A station marker was clicked (or pressed with Enter): the map has zoomed to it. */
  onSelect: (station: WeatherStation) => void;
  /** Where tiles come from (GET Common/0/MapSettings); none: the US outline alone. */
  tiles?: MapSettings | null;
  /** Read once, when the map is created. */
  heightPx?: number;
  /** The name of the map's region for screen readers. */
  label?: string;
  /** The Leaflet map, for a host that needs it (e.g. to resize it). */
  ref?: Ref<LeafletMap>;
}

/**
 * SPEC §2.6 weather station map: US stations over a terrain view, centred on the middle of
 * the US at zoom 4, 250 px tall; clicking a station selects it and zooms to 8. Presentational:
 * the host loads the stations and the tile settings and keeps the selection.
 */
export function WeatherStationMap({
  stations,
  selectedId,
  onSelect,
  tiles = null,
  heightPx = WEATHER_MAP_HEIGHT_PX,
  label = 'Weather station map',
  ref,
}: WeatherStationMapProps) {
  const hintId = useId();
  const selected = useMemo(
    () => (selectedId ? (stations.find((station) => station.StationID === selectedId) ?? null) : null),
    [stations, selectedId],
  );
  return (
    <section className={styles.frame} aria-label={label} aria-describedby={hintId}>
      <p id={hintId} className={styles.hint}>
        Drag or use the arrow keys to move the map, + and − to zoom. Click a station, or Tab to it and press
        Enter, to choose it.
      </p>
      <MapContainer
        ref={ref}
        center={US_CENTER}
        zoom={WEATHER_MAP_ZOOM}
        className={styles.map}
        style={{ height: heightPx }}
        // The page scrolls past the map; + and − and the zoom buttons zoom it.
        scrollWheelZoom={false}
      >
        <UsOutlineLayer />
        {tiles?.TileUrl && (
          // Keyed: Leaflet reads a layer's attribution only when the layer is added.
          <TileLayer
            key={`${tiles.TileUrl}\n${tiles.Attribution}`}
            url={tiles.TileUrl}
            attribution={plainText(tiles.Attribution)}
          />
        )}
        <StationMarkers stations={stations} selected={selected} onSelect={onSelect} />
      </MapContainer>
      <p className={styles.status} role="status">
        {selected ? `Selected station: ${selected.Name}, ${selected.State}` : 'No station selected.'}
      </p>
    </section>
  );
}
