export * from './app-meta';
export * from './identity';
