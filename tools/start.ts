import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONT_END_APPS, REPO_ROOT, buildApp, needsBuild } from './apps';

/** `npm start`: build what is missing or out of date, then run the gateway. */
for (const app of FRONT_END_APPS.filter(needsBuild)) {
  console.log(`building ${app}...`);
  buildApp(app);
}
const gateway = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(REPO_ROOT, 'infra/server/src/main.ts')],
  {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code) => process.exit(code ?? 0));
