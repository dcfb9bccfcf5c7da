import type { ComponentProps } from 'react';
import { AreaPage } from '@thrive/shared';

/** The frame of every screen of this remote, carrying this remote's build id. */
export function LandscapePage(props: Omit<ComponentProps<typeof AreaPage>, 'buildId'>) {
  return <AreaPage {...props} buildId={__BUILD_ID__} />;
}
