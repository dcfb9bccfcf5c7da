import { REFRESH_REMOTES_MESSAGE, SERVICE_WORKER_FILE } from '@thrive/shared/offline';

/** The parts of navigator.serviceWorker this uses. */
type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'register' | 'ready' | 'addEventListener'>;

interface Registering {
  container: WorkerContainer | undefined;
  online: () => boolean;
  /** The first time a worker takes this page: its reads go through it from now on. */
  onFirstControl: () => void;
}

/**
 * Registers the app's service worker (offline use, push reminders) at each start. On a first
 * visit the page loaded before any worker, so once one takes the page the screen's answers
 * are asked again through it, to be kept. Online, the worker is asked to keep the remotes'
 * current files: a remote deployed since the last start is then ready for offline use.
 * A browser without service workers (or one that refuses: a private window) runs as before.
 */
export function registerServiceWorker({ container, online, onFirstControl }: Registering): Promise<void> {
  if (!container) return Promise.resolve();
  if (!container.controller) container.addEventListener('controllerchange', onFirstControl, { once: true });
  return container
    .register(SERVICE_WORKER_FILE)
    .then(() => container.ready)
    .then((registration) => {
      if (online()) registration.active?.postMessage(REFRESH_REMOTES_MESSAGE);
    })
    .catch(() => undefined);
}
