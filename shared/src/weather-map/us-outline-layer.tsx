import { GeoJSON, Pane } from 'react-leaflet';
import type { PathOptions } from 'leaflet';
import { usOutline } from './us-outline-data';
import { OUTLINE_ATTRIBUTION } from './weather-map-constants';
import styles from './weather-map.module.css';

/** Below Leaflet's tile pane (z-index 200): tiles, when there are any, cover the outline. */
const OUTLINE_PANE = 'us-outline';
const OUTLINE_PANE_Z_INDEX = 150;
/** Colours come from the CSS module (theme variables); Leaflet only needs the line width. */
const OUTLINE_STYLE: PathOptions = { className: styles.outline, weight: 1 };

/** The US states, so that the map is readable with no tile server at all. */
export function UsOutlineLayer() {
  return (
    <Pane name={OUTLINE_PANE} style={{ zIndex: OUTLINE_PANE_Z_INDEX }}>
      <GeoJSON
        data={usOutline()}
        style={OUTLINE_STYLE}
        interactive={false}
        attribution={OUTLINE_ATTRIBUTION}
      />
    </Pane>
  );
}
