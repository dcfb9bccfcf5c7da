import { CameraPrompt } from './camera-prompt';
import { LocationPrompt } from './location-prompt';
import { NotificationsPrompt } from './notifications-prompt';

/** The three permission dialogs of SPEC §2.6 and their flows (§4); mounted once in the shell. */
export function PermissionPrompts() {
  return (
    <>
      <LocationPrompt />
      <CameraPrompt />
      <NotificationsPrompt />
    </>
  );
}
