export * from './storage-keys';
export * from './carried-params';
export * from './identity-storage';
