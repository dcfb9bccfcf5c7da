import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS, buildApp, needsBuild } from '../../tools/apps';
import {
  DATA_DIR,
  NEXT_PARTNER_NAME,
  PARTNER_BUILD_LABEL,
  PARTNER_CDN_DIR,
  PARTNER_CDN_URL,
  PARTNER_NAME,
  PARTNERS_DIR,
  REPO_ROOT,
  TMP_DIR,
} from './e2e-env';

/**
 * Before the e2e run: the apps are built, the data dir is fresh, and a partner's own
 * build of mfe-account (another label, another origin) plus its remote map exist.
 * The shell is never rebuilt for the partner: only the map changes.
 */
rmSync(TMP_DIR, { recursive: true, force: true });
mkdirSync(DATA_DIR, { recursive: true });
mkdirSync(PARTNERS_DIR, { recursive: true });

for (const app of FRONT_END_APPS.filter(needsBuild)) buildApp(app);

function buildVariant(remote: string, folder: string, env: Record<string, string>) {
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', remote], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env, OUTPUT_DIR: path.join(PARTNER_CDN_DIR, folder) },
  });
  if (result.status !== 0) throw new Error(`building the ${folder} variant of ${remote} failed`);
}

buildVariant('mfe-account', 'mfe-account', { BUILD_LABEL: PARTNER_BUILD_LABEL });
buildVariant('mfe-landscape', 'mfe-landscape-next', { SHARED_REQUIRED_RANGE: '^3.0.0' });

const defaultMap = path.join(REPO_ROOT, 'infra/partners/default.json');
copyFileSync(defaultMap, path.join(PARTNERS_DIR, 'default.json'));
const partnerMap = {
  ...JSON.parse(readFileSync(defaultMap, 'utf8')),
  'mfe-account': `${PARTNER_CDN_URL}/mfe-account/mf-manifest.json`,
};
writeFileSync(path.join(PARTNERS_DIR, `${PARTNER_NAME}.json`), JSON.stringify(partnerMap, null, 2));
const nextMap = {
  ...JSON.parse(readFileSync(defaultMap, 'utf8')),
  'mfe-landscape': `${PARTNER_CDN_URL}/mfe-landscape-next/mf-manifest.json`,
};
writeFileSync(path.join(PARTNERS_DIR, `${NEXT_PARTNER_NAME}.json`), JSON.stringify(nextMap, null, 2));
