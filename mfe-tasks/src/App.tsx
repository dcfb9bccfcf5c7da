import { AreaPreview, type RemoteAppProps } from '@thrive/shared';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteAppProps['segment'], string>> = {
  tasks: 'Tasks',
};

/** The exposed `./App`: the shell renders it for every segment this remote owns. */
export default function App({ segment }: RemoteAppProps) {
  return (
    <AreaPreview
      title={TITLES[segment] ?? segment}
      buildId={__BUILD_ID__}
      description="Your care tasks and tips, by due date."
    />
  );
}
