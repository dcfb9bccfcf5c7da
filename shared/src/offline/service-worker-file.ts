/**
 * The app's one service worker, at the root of the shell's build so that its scope is the
 * whole app: it keeps the app and its last answers for offline use and shows push reminders.
 * The shell's build writes it (shell/src/service-worker/) and the shell registers it at start;
 * the settings that subscribe a browser to pushes wait for it. Unhashed, so the address a
 * browser registered stays.
 */
export const SERVICE_WORKER_FILE = 'service-worker.js';
