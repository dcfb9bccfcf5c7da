import { startEarlyRequests } from '@thrive/shared/early-start';
import { identityKeyOf } from './session/identity-key';

// The remote map and the bridge call start now, beside the app's code (issue 13).
startEarlyRequests({ storedIdentityKey: identityKeyOf() });
// Async boundary: shared singletons must be negotiated before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
