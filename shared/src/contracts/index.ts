export * from './identity';
export * from './health';
export * from './errors';
export * from './reference';
export * from './geo';
export * from './sponsor';
