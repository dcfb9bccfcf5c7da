export * from './outbound';
export * from './inbound';
export * from './inbound-payloads';
export * from './subscribe';
