import { useCallback } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectCarriedParams } from '../store/session-slice';
import { withCarriedParams } from './carried-link';

/**
 * For links and navigations inside remotes: turns a path into one that carries the
 * session's parameters (SPEC §2.1), as the shell's own menu and header links do.
 */
export function useCarriedLink(): (to: string) => string {
  const carried = useAppSelector(selectCarriedParams);
  return useCallback((to: string) => withCarriedParams(to, carried), [carried]);
}
