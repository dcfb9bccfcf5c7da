export { PermissionPrompts } from './permission-prompts';
export {
  permissionAnswered,
  permissionRequested,
  permissionsSlice,
  requestCameraAccess,
  requestLocationAccess,
  selectPermission,
  type PermissionKind,
  type PermissionSignal,
  type PermissionsState,
} from './permission-requests';
export { useCameraAccess, useLocationAccess } from './use-permission-access';
