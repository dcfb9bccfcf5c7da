import { Route, Routes } from 'react-router-dom';
import { ShellLayout } from './layout/shell-layout';
import { CorePage } from './core/core-page';
import { AuthenticationPage } from './authentication/authentication-page';
import { ActivationPage } from './activation/activation-page';
import { InvitationRoute } from './invitation/invitation-route';
import { UnsubscribeRoute } from './unsubscribe/unsubscribe-route';
import { SegmentOutlet } from './routing/segment-outlet';
import { CarriedParamsSync } from './routing/carried-params-sync';
import { SessionStarter } from './session/session-starter';
import { IdentityFollower } from './session/identity-follower';
import { SplashGate } from './splash/splash-gate';
import { SplashRoute } from './splash/splash-route';
import { GlobalSpinner } from './spinner/global-spinner';
import { ToastProvider } from './toasts/toast-provider';
import { ScreenToasts } from './toasts/screen-toasts';
import { ShellPrompts } from './shell-prompts';
import { CareAlerts } from './care-alerts/care-alerts';
import { AppPushTokenKeeper } from './care-alerts/app-push-token-keeper';
import { AppOpenRecorder } from './engagement/app-open-recorder';
import { PartnerTheme } from './theme/partner-theme';

/** Hash routes (SPEC §2.1): the shell's own segments, then one outlet per remote segment. */
export function App() {
  return (
    <ToastProvider>
      <CarriedParamsSync />
      <ScreenToasts />
      <SessionStarter>
        <IdentityFollower />
        <AppOpenRecorder />
        <PartnerTheme />
        <ShellPrompts>
          <CareAlerts />
          <AppPushTokenKeeper />
          <SplashGate>
            <Routes>
              <Route element={<ShellLayout />}>
                <Route index element={<SplashRoute />} />
                <Route path="core/*" element={<CorePage />} />
                <Route path="authentication" element={<AuthenticationPage />} />
                <Route path="activation" element={<ActivationPage />} />
                <Route path="invitation/:token" element={<InvitationRoute />} />
                <Route path="unsubscribe/:token" element={<UnsubscribeRoute />} />
                <Route path=":segment/*" element={<SegmentOutlet />} />
              </Route>
            </Routes>
          </SplashGate>
        </ShellPrompts>
      </SessionStarter>
      <GlobalSpinner />
    </ToastProvider>
  );
}
