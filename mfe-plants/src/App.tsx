import { AreaPreview, type RemoteAppProps } from '@thrive/shared';

/** Page titles of the segments this remote owns (DESIGN §2 table). */
const TITLES: Partial<Record<RemoteAppProps['segment'], string>> = {
  plants: 'Plant ID & Search',
  categories: 'Categories',
  images: 'Plant Images',
};

/** The exposed `./App`: the shell renders it for every segment this remote owns. */
export default function App({ segment }: RemoteAppProps) {
  return (
    <AreaPreview
      title={TITLES[segment] ?? segment}
      buildId={__BUILD_ID__}
      description="Search and identify plants, see their details and add them to your zones."
    />
  );
}
