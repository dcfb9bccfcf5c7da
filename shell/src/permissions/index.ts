export { PermissionPrompts } from './permission-prompts';
// The signals and hooks live in @thrive/shared, where remotes reach them too; re-exported for the shell.
export {
  permissionAnswered,
  permissionRequested,
  permissionsSlice,
  requestCameraAccess,
  requestLocationAccess,
  selectPermission,
  useCameraAccess,
  useLocationAccess,
  type PermissionKind,
  type PermissionSignal,
  type PermissionsState,
} from '@thrive/shared';
