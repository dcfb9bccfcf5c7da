import { AreaPreview, type RemoteAppProps } from '@thrive/shared';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteAppProps['segment'], string>> = {
  dashboard: 'Dashboard',
  yards: 'My Yard',
  zones: 'Zones',
  thrive: 'Thrive Scorecard',
  public: 'Public Yard',
};

/** The exposed `./App`: the shell renders it for every segment this remote owns. */
export default function App({ segment }: RemoteAppProps) {
  return (
    <AreaPreview
      title={TITLES[segment] ?? segment}
      buildId={__BUILD_ID__}
      description="Your yards, their zones and the Thrive Scorecard of every plant will live here."
    />
  );
}
