import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { store } from '@thrive/shared';
import { App } from './app';
import { createRemoteRuntime } from './remotes/remote-runtime';
import { RemoteRuntimeProvider } from './remotes/remote-runtime-context';
import './styles/global.css';

const runtime = createRemoteRuntime();
// Start reading the remote map at once; the header and menu render without it.
void runtime.ready().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <SnackbarProvider maxSnack={3} preventDuplicate>
        <RemoteRuntimeProvider runtime={runtime}>
          <HashRouter>
            <App />
          </HashRouter>
        </RemoteRuntimeProvider>
      </SnackbarProvider>
    </Provider>
  </StrictMode>,
);
