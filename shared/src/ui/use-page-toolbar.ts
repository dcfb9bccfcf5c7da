import { useEffect, useEffectEvent, useState } from 'react';
import {
  selectLastToolbarAction,
  toolbarActionsSet,
  type ToolbarAction,
  type ToolbarActionCode,
} from '../store/ui-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * Puts a page's actions in the header's toolbar (SPEC §2.5) while the page is on screen and
 * hands each click to `onAction`. Clicks made before the page mounted belong to another page,
 * so only signals newer than the one seen at mount count. `actions` must be a stable array.
 */
export function usePageToolbar(actions: ToolbarAction[], onAction: (code: ToolbarActionCode) => void) {
  const dispatch = useAppDispatch();
  const last = useAppSelector(selectLastToolbarAction);
  const [seenAtMount] = useState(() => last?.seq ?? 0);
  const handle = useEffectEvent((code: ToolbarActionCode) => onAction(code));

  useEffect(() => {
    dispatch(toolbarActionsSet(actions));
    return () => {
      dispatch(toolbarActionsSet([]));
    };
  }, [dispatch, actions]);

  useEffect(() => {
    if (last && last.seq > seenAtMount) handle(last.code);
  }, [last, seenAtMount]);
}
