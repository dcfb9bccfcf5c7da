/**
 * @thrive/shared/plant-list: plant cards and the list or grid of them, with the favorite
 * heart. An entry of its own, shared like the main one (see mf/shared-dependencies.ts): the
 * launch pad shows no plant list, so only the areas that do (plants, favorites) load it.
 * It imports the rest of the package by its entry names, never by relative path, so a
 * copy of it never carries a second copy of the store or the api.
 */
export * from './plant-card';
export * from './plant-grid';
// Named FavoriteHeart: the contracts already export a FavoriteToggle (the call's answer).
export {
  FavoriteToggle as FavoriteHeart,
  favoriteAnnouncement,
  type FavoriteToggleProps as FavoriteHeartProps,
} from './favorite-toggle';
export { HeartToggle, type HeartToggleProps } from './heart-toggle';
