import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { subscribeToWrapper, type WrapperMessage, type WrapperMessageKind } from '@thrive/shared';

/**
 * The message of one kind, e.g. `WrapperMessageOf<'SubscribeResult'>` has success and deviceOS.
 * (Not Extract: the permission messages share one member whose kind is a union.)
 */
export type WrapperMessageOf<K extends WrapperMessageKind> = WrapperMessage & { kind: K };

type Listener = (message: WrapperMessage) => void;

interface WrapperHub {
  listen(listener: Listener): () => void;
}

const WrapperHubContext = createContext<WrapperHub | null>(null);

/**
 * The page's one subscription to the mobile wrapper (DESIGN §3). Each flow (location, camera,
 * notifications, purchase) listens through `useWrapperMessage` for the kinds it owns, so a
 * message is parsed once however many flows are mounted.
 */
export function WrapperMessagesProvider({ children }: { children: ReactNode }) {
  const listeners = useRef(new Set<Listener>());
  const hub = useMemo<WrapperHub>(
    () => ({
      listen(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [],
  );

  useEffect(
    () =>
      subscribeToWrapper((message) => {
        for (const listener of [...listeners.current]) listener(message);
      }),
    [],
  );

  return <WrapperHubContext.Provider value={hub}>{children}</WrapperHubContext.Provider>;
}

/**
 * Calls `handler` for every wrapper message of the given kinds. The handler may change on
 * every render (it usually reads state); the latest one is called.
 */
export function useWrapperMessage<K extends WrapperMessageKind>(
  kinds: readonly K[],
  handler: (message: WrapperMessageOf<K>) => void,
): void {
  const hub = useContext(WrapperHubContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const kindKey = kinds.join(',');

  useEffect(() => {
    if (!hub) return;
    const wanted = new Set<string>(kindKey.split(','));
    return hub.listen((message) => {
      if (wanted.has(message.kind)) latest.current(message as WrapperMessageOf<K>);
    });
  }, [hub, kindKey]);
}
