import { TOOLBAR_ACTIONS, type ToolbarActionCode } from '@thrive/shared';

/** A glyph per SPEC §2.5 action code; the action's label is the button's name. */
export const TOOLBAR_ICONS: Record<ToolbarActionCode, string> = {
  [TOOLBAR_ACTIONS.Back]: '←',
  [TOOLBAR_ACTIONS.Save]: '💾',
  [TOOLBAR_ACTIONS.Edit]: '✎',
  [TOOLBAR_ACTIONS.Filter]: '⚲',
  [TOOLBAR_ACTIONS.Submit]: '✔',
  [TOOLBAR_ACTIONS.GridView]: '▦',
  [TOOLBAR_ACTIONS.ListView]: '☰',
  [TOOLBAR_ACTIONS.Upload]: '⇪',
  [TOOLBAR_ACTIONS.Rotate]: '⟳',
  [TOOLBAR_ACTIONS.Delete]: '🗑',
  [TOOLBAR_ACTIONS.Add]: '+',
  [TOOLBAR_ACTIONS.Apply]: '✓',
  [TOOLBAR_ACTIONS.Clear]: '✕',
};
