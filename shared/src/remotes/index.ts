// Node-safe entry (no React, no store): used by the gateway and by build configs.
export * from './remote-names';
export * from './segment-owners';
export * from './remote-map';
export type * from './remote-app';
export * from './remote-frames-file';
