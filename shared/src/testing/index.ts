export { testRemoteAppContract } from './remote-app-contract';
export { testIdentity } from './identity';
export { setupTestServer } from './msw-server';
export { renderRemote, type RenderRemoteOptions } from './render-remote';
export { testTask, testTip } from './task-fixtures';
