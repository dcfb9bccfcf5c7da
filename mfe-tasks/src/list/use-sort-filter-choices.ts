import { useState } from 'react';
import {
  errorText,
  filterPanelToggled,
  notify,
  selectFilterPanelOpen,
  useAppDispatch,
  useAppSelector,
  useSaveTaskSortFilterMutation,
  useToggleDdpdtMutation,
} from '@thrive/shared';
import {
  DEFAULT_TASK_SORT_FILTER_DRAFT,
  draftOf,
  settingsOf,
  type TaskSortFilterDraft,
} from '@thrive/shared/tasks';
import type { TaskSortFilter } from '@thrive/shared/contracts';
import { useSavedSortFilter } from '../common/use-saved-sort-filter';

const SAVE_CHOICES_FAILED = 'Your sort and filter choices apply now but could not be kept';

interface Applied {
  settings: TaskSortFilter;
  ddpdt: boolean;
}

/**
 * The list's sort & filter choices: the saved ones (SPEC §3, remembered per gardener), the
 * panel's draft (started afresh each time the panel opens), and Apply / Clear, which take
 * effect at once and are then saved (DDPDT through its own toggle).
 */
export function useSortFilterChoices(onApplied: () => void) {
  const dispatch = useAppDispatch();
  const saved = useSavedSortFilter();
  const [applied, setApplied] = useState<Applied | null>(null);
  const current: Applied = applied ?? { settings: saved.settings, ddpdt: saved.ddpdt };
  const open = useAppSelector(selectFilterPanelOpen);
  const [draft, setDraft] = useState<TaskSortFilterDraft>(() => draftOf(current.settings, current.ddpdt));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    // Changes not applied are dropped: each opening starts from what the list shows.
    if (open) setDraft(draftOf(current.settings, current.ddpdt));
  }
  const [save, saving] = useSaveTaskSortFilterMutation();
  const [toggleDdpdt, toggling] = useToggleDdpdtMutation();

  async function applyDraft(next: TaskSortFilterDraft) {
    const settings = settingsOf(next, current.settings);
    if (!settings) return;
    setApplied({ settings, ddpdt: next.ddpdt });
    dispatch(filterPanelToggled(false));
    onApplied();
    try {
      await save(settings).unwrap();
      if (next.ddpdt !== saved.ddpdt) await toggleDdpdt().unwrap();
    } catch (error) {
      notify({ message: `${SAVE_CHOICES_FAILED}: ${errorText(error)}`, variant: 'error' });
    }
  }

  return {
    ready: saved.ready,
    settings: current.settings,
    ddpdt: current.ddpdt,
    draft,
    setDraft,
    busy: saving.isLoading || toggling.isLoading,
    apply: () => void applyDraft(draft),
    clear: () => {
      setDraft(DEFAULT_TASK_SORT_FILTER_DRAFT);
      void applyDraft(DEFAULT_TASK_SORT_FILTER_DRAFT);
    },
  };
}
