import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { store } from '@thrive/shared';
import { App } from './app';
import { createRemoteRuntime } from './remotes/remote-runtime';
import { applyEarlySession } from './session/early-session';
import { RemoteRuntimeProvider } from './remotes/remote-runtime-context';
import { preloadOnFirstInput } from './dialogs/preload-on-first-input';
// The theme first: every stylesheet after it, the remotes' too, reads its variables.
import '@thrive/shared/theme/tokens.css';
import './styles/global.css';

const runtime = createRemoteRuntime();
// Start reading the remote map at once; the header and menu render without it.
void runtime.ready().catch(() => undefined);
preloadOnFirstInput();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
void applyEarlySession(store).then(() =>
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
  ),
);
