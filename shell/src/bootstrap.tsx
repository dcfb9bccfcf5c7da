import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { selectIdentity, startQueuedWriteSender, store, TAG_TYPES, thriveApi } from '@thrive/shared';
import { App } from './app';
import { createRemoteRuntime } from './remotes/remote-runtime';
import { applyEarlySession } from './session/early-session';
import { RemoteRuntimeProvider } from './remotes/remote-runtime-context';
import { preloadOnFirstInput } from './dialogs/preload-on-first-input';
import { preloadLandingDialogs } from './core/preload-landing-dialogs';
import { registerServiceWorker } from './offline/register-service-worker';
// The theme first: every stylesheet after it, the remotes' too, reads its variables.
import '@thrive/shared/theme/tokens.css';
import './styles/global.css';

const runtime = createRemoteRuntime();
// Start reading the remote map at once; the header and menu render without it.
void runtime.ready().catch(() => undefined);
preloadOnFirstInput();

// Production builds only: the development server builds no worker.
if (process.env.NODE_ENV === 'production') {
  void registerServiceWorker({
    container: navigator.serviceWorker,
    online: () => navigator.onLine,
    onFirstControl: () => store.dispatch(thriveApi.util.invalidateTags([...TAG_TYPES])),
  });
}

// Changes made offline go to the server when it can be reached again (issue 35).
startQueuedWriteSender(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
void applyEarlySession(store).then(() => {
  // The identity is known here (stored, or the sign-in link's early answer): a dialog the
  // launch pad opens by itself starts loading beside the first render.
  preloadLandingDialogs(selectIdentity(store.getState()), document.documentElement.dataset.frame);
  root.render(
    <StrictMode>
      <Provider store={store}>
        {/* The toast host, spinner, session start and splash live in App. */}
        <RemoteRuntimeProvider runtime={runtime}>
          <HashRouter>
            <App />
          </HashRouter>
        </RemoteRuntimeProvider>
      </Provider>
    </StrictMode>,
  );
});
