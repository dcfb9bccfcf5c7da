export { SERVICE_WORKER_FILE } from '../offline/service-worker-file';
export {
  browserPushSupported,
  PUSH_BLOCKED_MESSAGE,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './browser-push';
export { APP_PUSH_UNANSWERED_MESSAGE, appPushSupported, requestAppPushToken } from './app-push-token';
