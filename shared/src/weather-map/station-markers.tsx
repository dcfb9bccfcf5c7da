import { useEffect, useMemo, useRef, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { LeafletKeyboardEvent, Map as LeafletMap } from 'leaflet';
import type { WeatherStation } from '@thrive/shared/contracts';
import {
  clusterExpansionZoom,
  indexStations,
  paddedViewBox,
  pointsInView,
  type ViewBox,
} from './station-clusters';
import { clusterIcon, selectedStationIcon, stationIcon } from './marker-icons';
import { VIEW_PADDING_RATIO, WEATHER_MAP_SELECTED_ZOOM } from './weather-map-constants';

interface Props {
  stations: readonly WeatherStation[];
  selected: WeatherStation | null;
  onSelect: (station: WeatherStation) => void;
}

function viewOf(map: LeafletMap): { box: ViewBox; zoom: number } {
  const bounds = map.getBounds();
  return {
    box: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: map.getZoom(),
  };
}

/** Leaflet markers are buttons for the keyboard too, but it leaves Enter and Space to us. */
const activation = (activate: () => void) => ({
  click: activate,
  keydown: ({ originalEvent }: LeafletKeyboardEvent) => {
    if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
    originalEvent.preventDefault();
    activate();
  },
});

const stationTitle = (station: WeatherStation) => `${station.Name}, ${station.State}`;

/**
 * The stations of the view, clustered (supercluster) so that thousands of stations stay a
 * few dozen light markers. A cluster zooms in; a station is chosen and zoomed to (SPEC §2.6).
 */
export function StationMarkers({ stations, selected, onSelect }: Props) {
  const map = useMap();
  const index = useMemo(() => indexStations(stations), [stations]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const points = useMemo(
    () => pointsInView(index, paddedViewBox(view.box, VIEW_PADDING_RATIO), view.zoom),
    [index, view],
  );

  // A station chosen elsewhere (the list beside the map) is shown as if clicked; the one
  // selected when the map opens is not: the map starts on the whole country (SPEC §2.6).
  const shownId = useRef(selected?.StationID ?? null);
  useEffect(() => {
    const id = selected?.StationID ?? null;
    if (shownId.current === id) return;
    shownId.current = id;
    if (selected) map.setView([selected.Latitude, selected.Longitude], WEATHER_MAP_SELECTED_ZOOM);
  }, [map, selected]);

  const choose = (station: WeatherStation) => {
    map.setView([station.Latitude, station.Longitude], WEATHER_MAP_SELECTED_ZOOM);
    onSelect(station);
  };

  return (
    <>
      {points.map((point) =>
        point.kind === 'cluster' ? (
          <Marker
            key={`cluster-${point.id}-${point.count}`}
            position={[point.latitude, point.longitude]}
            icon={clusterIcon(point.count)}
            title={`${point.count} weather stations: zoom in`}
            eventHandlers={activation(() =>
              map.setView([point.latitude, point.longitude], clusterExpansionZoom(index, point.id)),
            )}
          />
        ) : point.station.StationID === selected?.StationID ? null : (
          <Marker
            key={point.station.StationID}
            position={[point.station.Latitude, point.station.Longitude]}
            icon={stationIcon}
            title={stationTitle(point.station)}
            eventHandlers={activation(() => choose(point.station))}
          />
        ),
      )}
      {selected && (
        // Always drawn, above any cluster, so the chosen station is never hidden in one.
        <Marker
          key={`selected-${selected.StationID}`}
          position={[selected.Latitude, selected.Longitude]}
          icon={selectedStationIcon}
          title={`${stationTitle(selected)} (selected)`}
          zIndexOffset={1000}
          eventHandlers={activation(() => choose(selected))}
        />
      )}
    </>
  );
}
