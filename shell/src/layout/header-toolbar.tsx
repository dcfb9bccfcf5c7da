import {
  selectFilterPanelOpen,
  selectToolbarActions,
  TOOLBAR_ACTIONS,
  toolbarActionClicked,
  useAppDispatch,
  useAppSelector,
} from '@thrive/shared';
import { PageTipButton } from '../page-tips/page-tip-button';
import type { PageTipSlot } from '../page-tips/use-page-tips';
import { SORT_FILTER_REGION_ID } from './sort-filter-panel';
import { TOOLBAR_ICONS } from './toolbar-icons';
import styles from './header.module.css';

/**
 * The header's second row (SPEC §2.5): the icon actions the area on screen put in the store.
 * A click is a signal the area listens to (`selectLastToolbarAction`); Filter also toggles
 * the sort & filter panel. Last, on a page that has a tip, the tooltip info button.
 */
export function HeaderToolbar({ pageTip }: { pageTip: PageTipSlot | null }) {
  const dispatch = useAppDispatch();
  const actions = useAppSelector(selectToolbarActions);
  const filterOpen = useAppSelector(selectFilterPanelOpen);
  if (actions.length === 0 && !pageTip) return null;
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
      {/* Keyed by the page: another page's tip starts with its dialog closed. */}
      {pageTip && (
        <PageTipButton key={pageTip.pattern} tip={pageTip.tip} buttonClassName={styles.iconButton} />
      )}
    </div>
  );
}

function ToolbarIcon({ code }: { code: keyof typeof TOOLBAR_ICONS }) {
  const Icon = TOOLBAR_ICONS[code];
  return <Icon aria-hidden="true" size={22} />;
}
