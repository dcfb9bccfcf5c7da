import type { RemoteName } from './remote-names';

/** Route segments the shell renders itself (SPEC §2.1; DESIGN §2 table). */
export const SHELL_SEGMENTS = [
  '',
  'core',
  'authentication',
  'activation',
  'invitation',
  'unsubscribe',
] as const;

/** One owner per top-level route segment (DESIGN §2 table). */
export const SEGMENT_OWNERS = {
  dashboard: 'mfe-yards',
  yards: 'mfe-yards',
  zones: 'mfe-yards',
  thrive: 'mfe-yards',
  public: 'mfe-yards',
  plants: 'mfe-plants',
  categories: 'mfe-plants',
  images: 'mfe-plants',
  tasks: 'mfe-tasks',
  styles: 'mfe-landscape',
  users: 'mfe-account',
  help: 'mfe-account',
} as const satisfies Record<string, RemoteName>;

export type RemoteSegment = keyof typeof SEGMENT_OWNERS;

export function ownerOfSegment(segment: string): RemoteName | undefined {
  return Object.hasOwn(SEGMENT_OWNERS, segment) ? SEGMENT_OWNERS[segment as RemoteSegment] : undefined;
}

export function segmentsOwnedBy(remote: RemoteName): RemoteSegment[] {
  return (Object.keys(SEGMENT_OWNERS) as RemoteSegment[]).filter(
    (segment) => SEGMENT_OWNERS[segment] === remote,
  );
}
