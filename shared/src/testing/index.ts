export { testRemoteAppContract } from './remote-app-contract';
export { testIdentity } from './identity';
export { setupTestServer } from './msw-server';
