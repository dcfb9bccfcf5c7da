import { useGetYardQuery } from '@thrive/shared';
import type { Zone } from '@thrive/shared/contracts';
import { NO_PERMISSIONS, yardPermissions, type YardPermissions } from '@thrive/shared';

/**
 * What the reader may do in a zone: what their role allows in its yard (a zone carries no
 * role of its own). Nothing until both the zone and its yard are read.
 */
export function useZonePermissions(zone: Zone | undefined): YardPermissions {
  const yard = useGetYardQuery(zone?.YardId ?? 0, { skip: !zone });
  return yard.data ? yardPermissions(yard.data) : NO_PERMISSIONS;
}
