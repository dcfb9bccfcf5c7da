export * from './contracts';
export * from './api';
export * from './store';
export * from './session';
export * from './remotes';
export * from './ui';
export { globalSingleton } from './global-singleton';
export * from './thrive';
