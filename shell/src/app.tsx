import { Navigate, Route, Routes } from 'react-router-dom';
import { ShellLayout } from './layout/shell-layout';
import { CorePage } from './core/core-page';
import { SegmentOutlet } from './routing/segment-outlet';
import { CarriedParamsSync } from './routing/carried-params-sync';

/** Hash routes (SPEC §2.1): the shell's own segments, then one outlet per remote segment. */
export function App() {
  return (
    <>
      <CarriedParamsSync />
      <Routes>
        <Route element={<ShellLayout />}>
          <Route index element={<Navigate to="/core" replace />} />
          <Route path="core/*" element={<CorePage />} />
          <Route path=":segment/*" element={<SegmentOutlet />} />
        </Route>
      </Routes>
    </>
  );
}
