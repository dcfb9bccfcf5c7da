import type { RemoteSegment } from './segment-owners';

/** Props the shell passes to every remote's exposed `./App`. */
export interface RemoteAppProps {
  /** The top-level route segment being shown; the remote owns it (DESIGN §2). */
  segment: RemoteSegment;
}
