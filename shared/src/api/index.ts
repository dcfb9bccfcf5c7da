export * from './request-headers';
export * from './base-query';
export * from './thrive-api';
export * from './platform';
