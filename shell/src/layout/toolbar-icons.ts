import {
  ArrowLeft,
  Check,
  CircleCheck,
  Funnel,
  LayoutGrid,
  List,
  Pencil,
  Plus,
  RotateCw,
  Save,
  Trash2,
  Upload,
  X,
  type LucideIcon,
} from 'lucide-react';
import { TOOLBAR_ACTIONS, type ToolbarActionCode } from '@thrive/shared';

/** An icon per SPEC §2.5 action code; the action's label is the button's name. */
export const TOOLBAR_ICONS: Record<ToolbarActionCode, LucideIcon> = {
  [TOOLBAR_ACTIONS.Back]: ArrowLeft,
  [TOOLBAR_ACTIONS.Save]: Save,
  [TOOLBAR_ACTIONS.Edit]: Pencil,
  [TOOLBAR_ACTIONS.Filter]: Funnel,
  [TOOLBAR_ACTIONS.Submit]: CircleCheck,
  [TOOLBAR_ACTIONS.GridView]: LayoutGrid,
  [TOOLBAR_ACTIONS.ListView]: List,
  [TOOLBAR_ACTIONS.Upload]: Upload,
  [TOOLBAR_ACTIONS.Rotate]: RotateCw,
  [TOOLBAR_ACTIONS.Delete]: Trash2,
  [TOOLBAR_ACTIONS.Add]: Plus,
  [TOOLBAR_ACTIONS.Apply]: Check,
  [TOOLBAR_ACTIONS.Clear]: X,
};
