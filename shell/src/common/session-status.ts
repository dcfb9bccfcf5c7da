import { createContext, useContext } from 'react';

/**
 * Where the session of the address's key stands:
 * - 'no-key': the address has no key (the stored identity, if any, goes on as it is);
 * - 'starting': the key is being registered;
 * - 'started': the stored identity came from this key;
 * - 'failed': registering this key failed (toasted; a refused key leaves the address at once).
 */
export type SessionStatus = 'no-key' | 'starting' | 'started' | 'failed';

export const SessionStatusContext = createContext<SessionStatus>('no-key');

export const useSessionStatus = (): SessionStatus => useContext(SessionStatusContext);
