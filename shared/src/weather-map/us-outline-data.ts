import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import statesTopology from 'us-atlas/states-10m.json';

interface StateProperties {
  name: string;
}
type UsAtlas = Topology<{ states: GeometryCollection<StateProperties> }>;
export type UsOutline = FeatureCollection<Polygon | MultiPolygon, StateProperties>;

let outline: UsOutline | undefined;

/**
 * The US states as GeoJSON, from the TopoJSON us-atlas ships (Census Bureau cartographic
 * boundaries, 1:10,000,000). Converted once, on first use: the map works over it without
 * any tile server.
 */
export function usOutline(): UsOutline {
  // The JSON's inferred type is a plain object; its shape is us-atlas's documented topology,
  // whose states are polygons.
  const topology = statesTopology as unknown as UsAtlas;
  outline ??= feature(topology, topology.objects.states) as UsOutline;
  return outline;
}
