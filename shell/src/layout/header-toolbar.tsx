import {
  selectFilterPanelOpen,
  selectToolbarActions,
  TOOLBAR_ACTIONS,
  toolbarActionClicked,
  useAppDispatch,
  useAppSelector,
} from '@thrive/shared';
import { SORT_FILTER_REGION_ID } from './sort-filter-panel';
import { TOOLBAR_ICONS } from './toolbar-icons';
import styles from './header.module.css';

/**
 * The header's second row (SPEC §2.5): the icon actions the area on screen put in the store.
 * A click is a signal the area listens to (`selectLastToolbarAction`); Filter also toggles
 * the sort & filter panel.
 */
export function HeaderToolbar() {
  const dispatch = useAppDispatch();
  const actions = useAppSelector(selectToolbarActions);
  const filterOpen = useAppSelector(selectFilterPanelOpen);
  if (actions.length === 0) return null;
  return (
    <div role="toolbar" aria-label="Page actions" className={styles.toolbar}>
      {actions.map(({ code, label }) => (
        <button
          key={code}
          type="button"
          className={styles.iconButton}
          aria-label={label}
          title={label}
          aria-expanded={code === TOOLBAR_ACTIONS.Filter ? filterOpen : undefined}
          aria-controls={code === TOOLBAR_ACTIONS.Filter ? SORT_FILTER_REGION_ID : undefined}
          onClick={() => dispatch(toolbarActionClicked(code))}
        >
          <ToolbarIcon code={code} />
        </button>
      ))}
    </div>
  );
}

function ToolbarIcon({ code }: { code: keyof typeof TOOLBAR_ICONS }) {
  const Icon = TOOLBAR_ICONS[code];
  return <Icon aria-hidden="true" size={22} />;
}
