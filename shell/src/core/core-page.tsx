import { Navigate, Route, Routes } from 'react-router-dom';
import { LaunchPad } from './launch-pad';

/** The shell's own segment: the launch pad at core and core/landing (SPEC §2.3). */
export function CorePage() {
  return (
    <Routes>
      <Route index element={<LaunchPad />} />
      <Route path="landing" element={<LaunchPad />} />
      {/* SPEC §2.1: any unknown path redirects to the empty path. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
