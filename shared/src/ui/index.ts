export * from './page-frame';
export * from './area-preview';
export * from './mount-standalone';
export * from './modal';
export * from './confirm-dialog';
export * from './notify';
export * from './button';
export * from './thrive-score-icon';
export * from './thrive-score-labels';
export * from './thrive-score-glyph';
export * from './load-state';
export * from './form-field';
export * from './use-page-toolbar';
export * from './use-close-on-scroll';
export * from './use-settled-value';
export * from './area-page';
export { default as formStyles } from './form-field.module.css';
export * from './plant-thumbnail';
export * from './product-format';
export * from './paginator';
export * from './task-basics';
export * from './use-local-today';
export * from './count-text';
export * from './sort-filter-slider';
export * from './filter-checkbox-group';
export * from './theme';
export * from './tooltip';
// The other widgets are entries of their own, which the launch pad does not load:
// @thrive/shared/plant-list, plant-details, date-input, upcoming-tasks and tasks (their folders).
