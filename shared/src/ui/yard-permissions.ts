import type { Yard } from '../contracts/yards';
import type { YardRole } from '../contracts/yard-sharing';

/**
 * What the reader may do in a yard, by their place in it (the contract's roles): the owner
 * everything; a gardener the garden in it (zones, plants, fertilizer, tasks, photos); a viewer
 * nothing but look. The yard itself (edit, delete, transfer, copy, public, weather station,
 * sharing) is the owner's alone. The API refuses the rest with a 403, so what a role may not do
 * is hidden, not disabled: a control that can only fail is no control.
 */
export interface YardPermissions {
  role: YardRole;
  /** Zones, the plants in them, fertilizer, health photos: the owner and gardeners. */
  changeGarden: boolean;
  /** The yard itself: edit, delete, transfer, copy, public toggle, weather station, sharing. */
  manageYard: boolean;
}

/** The reader's place in a yard: `Sharing` is set only on a yard another gardener shares with them. */
export const yardRoleOf = (yard: Pick<Yard, 'Sharing'>): YardRole => yard.Sharing?.Role ?? 'owner';

export function permissionsOf(role: YardRole): YardPermissions {
  return { role, changeGarden: role !== 'viewer', manageYard: role === 'owner' };
}

/** The permissions of the reader in `yard`. */
export const yardPermissions = (yard: Pick<Yard, 'Sharing'>): YardPermissions =>
  permissionsOf(yardRoleOf(yard));

/** Until the yard is read nothing may be changed: no control shows that a role might not have. */
export const NO_PERMISSIONS: YardPermissions = { role: 'viewer', changeGarden: false, manageYard: false };
