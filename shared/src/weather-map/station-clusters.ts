import Supercluster from 'supercluster';
import type { WeatherStation } from '@thrive/shared/contracts';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX } from './weather-map-constants';

const LEAFLET_TILE_PX = 256;

/** A point of the index carries the station's position in the list, not a copy of it. */
interface StationProps {
  index: number;
}

export interface StationIndex {
  stations: readonly WeatherStation[];
  clusters: Supercluster<StationProps>;
}

export type MapPoint =
  | { kind: 'station'; station: WeatherStation }
  | { kind: 'cluster'; id: number; count: number; latitude: number; longitude: number };

/** [west, south, east, north] in degrees, as supercluster takes it. */
export type ViewBox = [west: number, south: number, east: number, north: number];

/** Indexes the stations once; asking for the clusters of a view is then cheap. */
export function indexStations(stations: readonly WeatherStation[]): StationIndex {
  // Leaflet's tiles are 256 px (supercluster assumes 512): the radius is then in screen pixels.
  const clusters = new Supercluster<StationProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: LEAFLET_TILE_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  clusters.load(
    stations.map((station, index) => ({
      type: 'Feature' as const,
      properties: { index },
      geometry: { type: 'Point' as const, coordinates: [station.Longitude, station.Latitude] },
    })),
  );
  return { stations, clusters };
}

/** The clusters and single stations to draw for a view at a zoom. */
export function pointsInView({ stations, clusters }: StationIndex, box: ViewBox, zoom: number): MapPoint[] {
  return clusters.getClusters(box, Math.round(zoom)).flatMap((feature): MapPoint[] => {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      return [
        { kind: 'cluster', id: properties.cluster_id, count: properties.point_count, latitude, longitude },
      ];
    }
    const station = 'index' in properties ? stations[properties.index] : undefined;
    return station ? [{ kind: 'station', station }] : [];
  });
}

/** The zoom at which a cluster falls apart into smaller clusters or stations. */
export function clusterExpansionZoom({ clusters }: StationIndex, clusterId: number): number {
  return Math.min(clusters.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
}

/**
 * The view's box grown by `padding` of its size on each side, kept inside the world
 * (a map zoomed far out shows the world more than once: the whole world is asked for then).
 */
export function paddedViewBox([west, south, east, north]: ViewBox, padding: number): ViewBox {
  const width = east - west;
  const height = north - south;
  const grownWest = west - width * padding;
  const grownEast = east + width * padding;
  const whole = grownEast - grownWest >= 360;
  return [
    whole ? -180 : Math.max(-180, grownWest),
    Math.max(-90, south - height * padding),
    whole ? 180 : Math.min(180, grownEast),
    Math.min(90, north + height * padding),
  ];
}
