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
export * from './area-page';
export { default as formStyles } from './form-field.module.css';
export * from './plant-thumbnail';
// Named FavoriteHeart outside: the contracts already export a FavoriteToggle (the call's answer).
export {
  FavoriteToggle as FavoriteHeart,
  favoriteAnnouncement,
  type FavoriteToggleProps as FavoriteHeartProps,
} from './favorite-toggle';
export * from './plant-card';
export * from './plant-grid';
export * from './paginator';
export * from './expert-avatar';
export * from './plant-images';
export * from './attribute-icons';
export * from './fertilizer-dialog';
export * from './product-details-panel';
export * from './date-input';
export * from './tasks';
export * from './upcoming-tasks';
