export { API_READ_CACHE, REFRESH_REMOTES_MESSAGE, REMOTE_CACHE, SAVED_AT_HEADER } from './offline-answers';
export { SERVICE_WORKER_FILE } from './service-worker-file';
