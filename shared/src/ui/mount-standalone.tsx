import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { store } from '../store/store';
import { segmentsOwnedBy, type RemoteSegment } from '../remotes/segment-owners';
import type { RemoteName } from '../remotes/remote-names';
import type { RemoteAppProps } from '../remotes/remote-app';
// The theme's variables: in the shell the page has them from its entry; standalone, from here.
import './theme/tokens.css';

function SegmentRoute({ App, owned }: { App: ComponentType<RemoteAppProps>; owned: RemoteSegment[] }) {
  const { segment } = useParams();
  const match = owned.find((s) => s === segment);
  return match ? <App segment={match} /> : <Navigate to={`/${owned[0]}`} replace />;
}

/** Runs one remote on its own page for its team's development (`npm run dev -w <remote>`). */
export function mountStandalone(remote: RemoteName, App: ComponentType<RemoteAppProps>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const owned = segmentsOwnedBy(remote);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <SnackbarProvider maxSnack={3} preventDuplicate>
          <HashRouter>
            <Routes>
              <Route path=":segment/*" element={<SegmentRoute App={App} owned={owned} />} />
              <Route path="*" element={<Navigate to={`/${owned[0]}`} replace />} />
            </Routes>
          </HashRouter>
        </SnackbarProvider>
      </Provider>
    </StrictMode>,
  );
}
