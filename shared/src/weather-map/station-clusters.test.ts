import {
  clusterExpansionZoom,
  indexStations,
  paddedViewBox,
  pointsInView,
  type MapPoint,
  type ViewBox,
} from './station-clusters';
import { CLUSTER_MAX_ZOOM, WEATHER_MAP_ZOOM } from './weather-map-constants';
import { generatedStations } from './generated-stations';

/** The 48 states' box, roughly. */
const US_BOX: ViewBox = [-125, 24, -66, 50];

const stationsIn = (points: MapPoint[]) =>
  points.reduce((sum, point) => sum + (point.kind === 'cluster' ? point.count : 1), 0);

describe('clustering the weather stations (supercluster)', () => {
  const stations = generatedStations(10_000);
  const index = indexStations(stations);

  test('10,000 stations at the map’s zoom 4 are a bounded number of markers, every station counted', () => {
    const points = pointsInView(index, US_BOX, WEATHER_MAP_ZOOM);
    expect(points.length).toBeLessThanOrEqual(100);
    expect(points.filter((point) => point.kind === 'cluster').length).toBeGreaterThan(points.length / 2);
    expect(stationsIn(points)).toBe(10_000);
  });

  test('beyond the last clustered zoom every station is its own marker', () => {
    const box: ViewBox = [-100, 38, -99, 39];
    const points = pointsInView(index, box, CLUSTER_MAX_ZOOM + 1);
    const inBox = stations.filter(
      (s) => s.Longitude >= -100 && s.Longitude <= -99 && s.Latitude >= 38 && s.Latitude <= 39,
    );
    expect(
      points.map((point) => (point.kind === 'station' ? point.station.StationID : 'cluster')).sort(),
    ).toEqual(inBox.map((s) => s.StationID).sort());
  });

  test('a cluster opens at its expansion zoom into smaller clusters or stations', () => {
    const few = indexStations([
      { StationID: 'A', Name: 'A', State: 'KS', Latitude: 38.0, Longitude: -98.0 },
      { StationID: 'B', Name: 'B', State: 'KS', Latitude: 38.2, Longitude: -98.3 },
      { StationID: 'C', Name: 'C', State: 'KS', Latitude: 38.4, Longitude: -98.1 },
    ]);
    const [cluster] = pointsInView(few, US_BOX, WEATHER_MAP_ZOOM);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = clusterExpansionZoom(few, cluster.id);
    expect(zoom).toBeGreaterThan(WEATHER_MAP_ZOOM);
    expect(pointsInView(few, US_BOX, zoom).length).toBeGreaterThan(1);
  });

  test('no stations, no markers', () => {
    expect(pointsInView(indexStations([]), US_BOX, WEATHER_MAP_ZOOM)).toEqual([]);
  });
});

describe('paddedViewBox', () => {
  test('grows the view by a share of its size on each side', () => {
    expect(paddedViewBox([-100, 30, -90, 40], 0.5)).toEqual([-105, 25, -85, 45]);
  });

  test('stays inside the world', () => {
    expect(paddedViewBox([-179, -89, -170, 89], 0.5)).toEqual([-180, -90, -165.5, 90]);
  });

  test('a view wider than the world asks for the whole world', () => {
    expect(paddedViewBox([-300, -10, 200, 10], 0)).toEqual([-180, -10, 180, 10]);
  });
});
