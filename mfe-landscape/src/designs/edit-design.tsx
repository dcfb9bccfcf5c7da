import { Link } from 'react-router-dom';
import { errorText, LoadError, Loading, notify, useCarriedLink } from '@thrive/shared';
import { LandscapePage } from '../common/landscape-page';
import { AddDesignPlants } from './add-design-plants';
import { CopyToZone } from './copy-to-zone';
import { DesignForm } from './design-form';
import { DesignPhotos } from './design-photos';
import { DesignPlants } from './design-plants';
import { DESIGNS_PATH, designPlanPath } from './design-paths';
import { designValues } from './design-values';
import {
  useGetDesignQuery,
  useGetDesignStartStyleQuery,
  useUpdateDesignMutation,
} from '@thrive/shared/landscape-api';
import styles from './designs.module.css';

/** One of the gardener's designs: its fields, its plants, adding plants, copying them to a zone, photos. */
export function EditDesign({ designId }: { designId: number }) {
  const { data: design, error, isLoading, refetch } = useGetDesignQuery(designId);
  const styleId = design?.StyleId ?? 0;
  const style = useGetDesignStartStyleQuery(styleId, { skip: styleId === 0 }).data;
  const [updateDesign] = useUpdateDesignMutation();
  const carried = useCarriedLink();

  if (isLoading) {
    return (
      <LandscapePage title="Design">
        <Loading label="Loading the design…" />
      </LandscapePage>
    );
  }
  if (!design) {
    return (
      <LandscapePage title="Design">
        <LoadError message={errorText(error)} onRetry={() => void refetch()} />
      </LandscapePage>
    );
  }
  return (
    <LandscapePage
      title={design.Name}
      actions={
        <Link to={carried(designPlanPath(design.Id))} className={styles.linkButton}>
          Plan and materials
        </Link>
      }
    >
      <DesignForm
        initial={designValues(design)}
        submitText="Save design"
        cancelTo={carried(DESIGNS_PATH)}
        onSave={async (values) => {
          // The style in the path is the one the design follows already.
          await updateDesign({ styleId: design.StyleId, designId: design.Id, design: values }).unwrap();
          notify({ message: 'The design was saved.', variant: 'success' });
        }}
      />
      <DesignPlants design={design} />
      <AddDesignPlants design={design} />
      <CopyToZone design={design} />
      <DesignPhotos design={design} styleName={style?.Name ?? ''} />
    </LandscapePage>
  );
}
