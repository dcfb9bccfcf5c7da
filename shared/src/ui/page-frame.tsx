import { useEffect, type ReactNode } from 'react';
import { headerTitleSet } from '../store/ui-slice';
import { useAppDispatch } from '../store/hooks';

interface PageFrameProps {
  /** Shown in the shell's header while this page is on screen. */
  title: string;
  children: ReactNode;
}

/** A page of any area: sets the header title in the shared store and lays out content. */
export function PageFrame({ title, children }: PageFrameProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(headerTitleSet(title));
  }, [dispatch, title]);
  return (
    <section className="thrive-page" aria-label={title}>
      {children}
    </section>
  );
}
