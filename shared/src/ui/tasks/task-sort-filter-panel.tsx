import * as Tabs from '@radix-ui/react-tabs';
import { Button } from '@thrive/shared';
import { FilterTab } from './filter-tab';
import { OtherTab } from './other-tab';
import { SortTab } from './sort-tab';
import type { TaskSortFilterDraft } from './sort-filter-draft';
import styles from './sort-filter-panel.module.css';

/** SPEC §2.6 sort/filter panel: tabs Filter, Sort By and an optional Other. */
export const SORT_FILTER_TABS = { filter: 'Filter', sort: 'Sort By', other: 'Other' } as const;
export const SORT_FILTER_HEADING = 'Sort & Filter';

export interface TaskSortFilterPanelProps {
  draft: TaskSortFilterDraft;
  onDraftChange(draft: TaskSortFilterDraft): void;
  /** Applies the draft (the page saves it and closes the panel). */
  onApply(): void;
  /** Back to SPEC's defaults, applied at once. */
  onClear(): void;
  onClose?(): void;
  /** The Other tab (fertilizer, past-due tasks); shown unless a list has no use for it. */
  showOther?: boolean;
  /** The choices are being saved. */
  busy?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/**
 * The task list's sort & filter choices (SPEC §2.6, §3). Changes stay a draft until Apply
 * (here, or the header's Apply action); Clear goes back to the defaults. Which tab is open
 * is the gardener's business; every tab's choices are applied together.
 */
export function TaskSortFilterPanel({
  draft,
  onDraftChange,
  onApply,
  onClear,
  onClose,
  showOther = true,
  busy = false,
  error = null,
}: TaskSortFilterPanelProps) {
  const change = (changes: Partial<TaskSortFilterDraft>) => onDraftChange({ ...draft, ...changes });
  return (
    <form
      className={styles.panel}
      aria-labelledby="task-sort-filter-title"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.head}>
        <h2 id="task-sort-filter-title" className={styles.title}>
          {SORT_FILTER_HEADING}
        </h2>
        {onClose && (
          // First in the panel, so the shell's panel puts focus here when it opens.
          <button type="button" className={styles.close} aria-label="Close sort and filter" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <Tabs.Root defaultValue="filter" className={styles.tabs}>
        <Tabs.List className={styles.tabList} aria-label="Sort and filter">
          <Tabs.Trigger value="filter" className={styles.tab}>
            {SORT_FILTER_TABS.filter}
          </Tabs.Trigger>
          <Tabs.Trigger value="sort" className={styles.tab}>
            {SORT_FILTER_TABS.sort}
          </Tabs.Trigger>
          {showOther && (
            <Tabs.Trigger value="other" className={styles.tab}>
              {SORT_FILTER_TABS.other}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="filter" className={styles.tabPanel}>
          <FilterTab draft={draft} onChange={change} />
        </Tabs.Content>
        <Tabs.Content value="sort" className={styles.tabPanel}>
          <SortTab value={draft.s} onChange={(s) => change({ s })} />
        </Tabs.Content>
        {showOther && (
          <Tabs.Content value="other" className={styles.tabPanel}>
            <OtherTab draft={draft} onChange={change} />
          </Tabs.Content>
        )}
      </Tabs.Root>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        {/* A plain button: Apply also comes from the header's toolbar, outside this form. */}
        <Button variant="primary" grow disabled={busy || draft.pd === null} onClick={onApply}>
          Apply
        </Button>
        <Button grow disabled={busy} onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
