// The landscape area's own entry, which the API server reads too. Its contracts live with the
// others in contracts/, but only this entry exports them, so the launch pad does not load them.
export * from '../contracts/design-measures';
export * from '../contracts/material-row';
export * from '../contracts/landscape-designs';
export * from '../contracts/design-products';
export * from '../contracts/landscape-styles';
export * from './design-geometry';
export * from './plant-shares';
export * from './bed-layout';
export * from './bed-layout-svg';
export * from './materials-list';
