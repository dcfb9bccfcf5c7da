import { FRONT_END_APPS, buildApp } from './apps';

/** `npm run build`: each app builds on its own, one after another; times are printed. */
for (const app of FRONT_END_APPS) {
  const ms = buildApp(app);
  console.log(`built ${app} in ${ms} ms`);
}
