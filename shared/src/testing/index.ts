export { testRemoteAppContract } from './remote-app-contract';
export { testIdentity } from './identity';
export { setupTestServer } from './msw-server';
export { renderRemote, type RenderRemoteOptions } from './render-remote';
export { testTask, testTip } from './task-fixtures';
export { testGalleryImage } from './gallery-image';
export { installNodeFile, photoFile } from './photo-files';
export { fakePhotoUploads } from './fake-photo-uploads';
export { fakeExpertApi, testExpertQuestion, TEST_EXPERT_TOPICS } from './fake-expert-api';
