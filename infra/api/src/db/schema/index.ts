export * from './app-meta';
export * from './identity';
export * from './reference';
