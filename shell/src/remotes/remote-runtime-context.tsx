import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRuntime } from './remote-runtime';

const RemoteRuntimeContext = createContext<RemoteRuntime | null>(null);

export function RemoteRuntimeProvider({
  runtime,
  children,
}: {
  runtime: RemoteRuntime;
  children: ReactNode;
}) {
  return <RemoteRuntimeContext.Provider value={runtime}>{children}</RemoteRuntimeContext.Provider>;
}

export function useRemoteRuntime(): RemoteRuntime {
  const runtime = useContext(RemoteRuntimeContext);
  if (!runtime) throw new Error('useRemoteRuntime needs a RemoteRuntimeProvider');
  return runtime;
}
