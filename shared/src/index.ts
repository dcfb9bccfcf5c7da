export * from './contracts';
export * from './api';
export * from './store';
export * from './session';
export * from './remotes';
export * from './ui';
export { globalSingleton } from './global-singleton';
export * from './thrive';
export * from './bridge';
export * from './validation';
export * from './session/use-carried-link';
export * from './session/use-device-location';
export {
  keptAnswerShown,
  networkAnswered,
  refusalRead,
  selectOfflineSavedAt,
  selectQueuedWrites,
  selectRefusedWrites,
  selectTaskIdsWaitingToSend,
} from './offline/offline-slice';
export { startQueuedWriteSender } from './offline/queued-write-sender';
export { KEPT_OFFLINE_MESSAGE } from './offline/queued-write-kinds';
