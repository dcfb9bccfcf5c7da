export * from './email';
export * from './form-errors';
export * from './plant-request';
export * from './nickname';
export * from './referral-code';
export * from './zod-issues';
