/** The design screens of the landscape area; App.tsx routes them under `styles`. */
export { DesignsPage } from './designs-page';
export { DesignEditorPage } from './design-editor-page';
export { DesignPlanPage } from './design-plan-page';
