export * from './session-slice';
export * from './ui-slice';
export * from './root-reducer';
export * from './store';
export { isIdentityChange } from './identity-change';
export * from './hooks';
export * from './permissions';
export * from './use-permission-access';
