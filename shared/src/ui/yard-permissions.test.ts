import { NO_PERMISSIONS, permissionsOf, yardPermissions, yardRoleOf } from './yard-permissions';

describe('what a role may do in a yard', () => {
  test('the owner changes the garden and manages the yard itself', () => {
    expect(permissionsOf('owner')).toEqual({ role: 'owner', changeGarden: true, manageYard: true });
  });

  test('a gardener changes zones, plants and fertilizer but not the yard itself or its sharing', () => {
    expect(permissionsOf('gardener')).toEqual({ role: 'gardener', changeGarden: true, manageYard: false });
  });

  test('a viewer changes nothing', () => {
    expect(permissionsOf('viewer')).toEqual({ role: 'viewer', changeGarden: false, manageYard: false });
  });

  test("the reader's role comes from the yard's Sharing, and a yard without it is their own", () => {
    expect(yardRoleOf({})).toBe('owner');
    expect(yardRoleOf({ Sharing: { Role: 'viewer', OwnerName: 'Ann' } })).toBe('viewer');
    expect(yardPermissions({ Sharing: { Role: 'gardener', OwnerName: 'Ann' } }).manageYard).toBe(false);
  });

  test('before the yard is read, nothing may be changed', () => {
    expect(NO_PERMISSIONS.changeGarden || NO_PERMISSIONS.manageYard).toBe(false);
  });
});
