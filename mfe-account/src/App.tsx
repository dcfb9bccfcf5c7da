import { AreaPreview, type RemoteAppProps } from '@thrive/shared';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteAppProps['segment'], string>> = {
  users: 'My Account',
  help: 'Help',
};

/** The exposed `./App`: the shell renders it for every segment this remote owns. */
export default function App({ segment }: RemoteAppProps) {
  return (
    <AreaPreview
      title={TITLES[segment] ?? segment}
      buildId={__BUILD_ID__}
      description="Your profile, favorites, gallery, settings, feedback and help."
    />
  );
}
