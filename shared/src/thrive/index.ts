export * from './scores';
export * from './requirements';
export * from './sun-score';
export * from './water-score';
export * from './freeze-score';
export * from './overall-score';
export * from './tooltips';
export * from './plant-scorecard';
