export * from './design-measures';
export * from './design-geometry';
export * from './plant-shares';
export * from './bed-layout';
export * from './bed-layout-svg';
export * from './materials-list';
export * from './landscape-designs';
export * from './landscape-styles';
