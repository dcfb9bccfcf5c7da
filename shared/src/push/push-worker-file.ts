/**
 * The service worker that shows push reminders, at the root of the shell's build so that its
 * scope is the whole app. The shell's build writes it (shell/src/push-worker/); the settings
 * that subscribe a browser register it. Unhashed, so the address a browser registered stays.
 */
export const PUSH_WORKER_FILE = 'push-worker.js';
