import { divIcon, type DivIcon } from 'leaflet';
import styles from './weather-map.module.css';

/** A 12 px dot inside a 24 px target (32 px selected): small on screen, easy to tap. */
const STATION_TARGET_PX = 24;
const SELECTED_TARGET_PX = 32;
/** Cluster discs grow with the number of stations they hold. */
const CLUSTER_SIZES: readonly (readonly [below: number, px: number])[] = [
  [10, 32],
  [100, 40],
  [Infinity, 48],
];

export const stationIcon = divIcon({
  className: styles.station,
  iconSize: [STATION_TARGET_PX, STATION_TARGET_PX],
  html: '',
});

export const selectedStationIcon = divIcon({
  className: `${styles.station} ${styles.selected}`,
  iconSize: [SELECTED_TARGET_PX, SELECTED_TARGET_PX],
  html: '',
});

const clusterIcons = new Map<number, DivIcon>();

/** The disc of a cluster with its count; the marker's title names it for screen readers. */
export function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const px = CLUSTER_SIZES.find(([below]) => count < below)?.[1] ?? STATION_TARGET_PX;
    icon = divIcon({
      className: styles.cluster,
      iconSize: [px, px],
      // A number only: nothing from the data is written as HTML.
      html: `<span aria-hidden="true">${Math.trunc(count)}</span>`,
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}
