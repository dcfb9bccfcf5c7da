import { startEarlyRequests } from '@thrive/shared/early-start';
import { identityKeyOf } from './session/identity-key';
import { remoteFrameSettled } from './remote-frame-wait';

// The remote map and the bridge call start now, beside the app's code (issue 13).
startEarlyRequests({ storedIdentityKey: identityKeyOf() });
// Async boundary: shared singletons must be negotiated before any of them is used. On a deep
// link into a remote, its prerendered frame is drawn first (remote-frame-wait.ts).
void remoteFrameSettled().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
