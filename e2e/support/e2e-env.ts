import path from 'node:path';

/** Fixed facts of the e2e run, shared by the config, the preparation and the tests. */
const E2E_ROOT = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(E2E_ROOT, '..');
export const TMP_DIR = path.join(E2E_ROOT, '.tmp');

export const GATEWAY_PORT = Number(process.env.E2E_PORT ?? 8091);
export const PARTNER_CDN_PORT = GATEWAY_PORT + 1;
export const GATEWAY_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
export const PARTNER_CDN_URL = `http://127.0.0.1:${PARTNER_CDN_PORT}`;

/** A host name Chromium resolves to this machine (see the launch flags) that the gateway maps to a partner. */
export const PARTNER_HOST = 'partner.test';
export const PARTNER_NAME = 'e2e-partner';
export const PARTNER_BUILD_LABEL = 'partner-build-e2e';

/** A second partner whose mfe-landscape was built against @thrive/shared 2.x. */
export const NEXT_HOST = 'next.test';
export const NEXT_PARTNER_NAME = 'e2e-next';

export const PARTNERS_DIR = path.join(TMP_DIR, 'partners');
export const PARTNER_CDN_DIR = path.join(TMP_DIR, 'partner-cdn');
export const DATA_DIR = path.join(TMP_DIR, 'data');
