export * from './storage-keys';
export * from './carried-params';
export * from './identity-storage';
export * from './browser-storage';
export * from './device-location';
export * from './carried-link';
export * from './sign-in-key-address';
export * from './update-identity';
