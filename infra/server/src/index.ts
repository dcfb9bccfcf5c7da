export { buildGateway } from './gateway';
export { loadGatewayConfig, parsePartnerHosts, type GatewayConfig } from './config';
export { createPartnerMaps } from './partner-maps';
export { contentSecurityPolicy } from './security-headers';
export { cacheControlFor } from './cache-policy';
