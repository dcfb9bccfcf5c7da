/**
 * @thrive/shared/plant-details: the widgets of a plant's page (photos, attribute icons with
 * the expert's tips, the fertilizer popup, product details). An entry of its own, shared like
 * the main one (see mf/shared-dependencies.ts), loaded only where a plant's page is shown.
 * It imports the rest of the package by its entry names, never by relative path.
 */
export * from './expert-avatar';
export * from './plant-images';
export * from './attribute-icons';
export * from './fertilizer-dialog';
export * from './product-details-panel';
