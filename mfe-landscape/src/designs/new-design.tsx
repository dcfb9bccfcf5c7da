import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, LoadError, Loading, useCarriedLink, useGetZoneQuery } from '@thrive/shared';
import { LandscapePage } from '../common/landscape-page';
import { DesignForm } from './design-form';
import { DESIGNS_PATH, designPath, idFromAddress } from './design-paths';
import { blankDesign } from './design-values';
import { useCreateDesignMutation, useGetDesignStartStyleQuery } from '@thrive/shared/landscape-api';

const TITLE = 'New design';

/**
 * A new design, blank or started from a style (`style`) and/or a zone (`zone`). The form
 * starts from the zone's sun and water, else the style's first, so the required sun (SPEC
 * §5) is already chosen; the server copies the zone's plants or the style's palette.
 */
export function NewDesign() {
  const [search] = useSearchParams();
  const styleId = idFromAddress(search.get('style'));
  const zoneId = idFromAddress(search.get('zone'));
  const zone = useGetZoneQuery(zoneId, { skip: zoneId === 0 });
  const style = useGetDesignStartStyleQuery(styleId, { skip: styleId === 0 });
  const [createDesign] = useCreateDesignMutation();
  const navigate = useNavigate();
  const carried = useCarriedLink();

  const failed = zone.error ?? style.error;
  if (failed) {
    return (
      <LandscapePage title={TITLE}>
        <LoadError message={errorText(failed)} />
      </LandscapePage>
    );
  }
  if (zone.isLoading || style.isLoading) {
    return (
      <LandscapePage title={TITLE}>
        <Loading label="Loading where the design starts…" />
      </LandscapePage>
    );
  }
  const from = zone.data ?? null;
  const profile = style.data?.Profile;
  const initial = blankDesign({
    ZoneId: zoneId,
    SunRequirementId: from?.SunRequirementId ?? profile?.SunRequirements[0]?.Id ?? 0,
    WaterRequirementId: from?.WaterRequirementId ?? profile?.WaterRequirements[0]?.Id ?? 0,
  });
  const starts = [style.data && `the ${style.data.Name} style`, from && `the zone ${from.Name}`].filter(
    Boolean,
  );

  return (
    <LandscapePage title={TITLE}>
      {starts.length > 0 && <p>Starting from {starts.join(' and ')}.</p>}
      <DesignForm
        initial={initial}
        submitText="Create design"
        cancelTo={carried(DESIGNS_PATH)}
        offerCopyPlants={zoneId > 0}
        onSave={async (design) => {
          const saved = await createDesign({ styleId, design }).unwrap();
          void navigate(carried(designPath(saved.Id)));
        }}
      />
    </LandscapePage>
  );
}
