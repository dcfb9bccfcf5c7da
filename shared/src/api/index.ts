export * from './request-headers';
export * from './base-query';
export * from './thrive-api';
export * from './platform';
export * from './session';
export * from './common';
export * from './prompts';
export * from './purchases';
