import { Link, useNavigate } from 'react-router-dom';
import { ChartColumn, Copy, Plus, Trees } from 'lucide-react';
import {
  Button,
  notify,
  selectIdentity,
  useAppSelector,
  useCarriedLink,
  useCopyZoneMutation,
  useRecordLinkClick,
} from '@thrive/shared';
import { LINK_KINDS, type Zone } from '@thrive/shared/contracts';
import { errorText } from '@thrive/shared';
import ui from '../common/ui.module.css';
import { CareTasksLink } from '../common/care-tasks-link';
import actionStyles from '../common/actions.module.css';

/** Plant search belongs to the plants area: reached by its route only, with the zone to add to. */
export const addPlantsPath = (zoneId: number) => `/plants/search?zid=${zoneId}`;
/** Zone action 28: a bed design that starts from the zone's sun, water, hardiness and plants. */
const landscapeFromZonePath = (zoneId: number) => `/styles/designs/new?zone=${zoneId}`;

/**
 * The page's own actions of a zone; add plants, edit and delete are also in the header toolbar.
 * Link kinds (SPEC §4): 24 thrive, 27 copy, 28 landscape. Adding plants and copying the zone
 * change its yard: not for a viewer of a shared yard (`canChange` false). A landscape design is
 * the reader's own, so it stays.
 */
export function ZoneActions({ zone, canChange }: { zone: Zone; canChange: boolean }) {
  const navigate = useNavigate();
  const carried = useCarriedLink();
  const record = useRecordLinkClick('mfe-yards');
  const [copyZone, copying] = useCopyZoneMutation();
  // SPEC §6: the landscape area is for gardeners with AccessLandscaping only.
  const landscaping = useAppSelector(selectIdentity)?.AccessLandscaping ?? false;

  async function copy() {
    record(LINK_KINDS.ZoneCopy);
    try {
      const copied = await copyZone(zone.Id).unwrap();
      notify({ message: `${zone.Name} was copied to ${copied.Name}.`, variant: 'success' });
      navigate(carried(`/zones/view/${copied.Id}`));
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  }

  return (
    <div className={actionStyles.actions}>
      {canChange && (
        <Link to={carried(addPlantsPath(zone.Id))} className={`${ui.buttonLink} ${ui.primaryLink}`}>
          <Plus aria-hidden="true" size={18} /> Add plants
        </Link>
      )}
      <Link
        to={carried(`/thrive/table/${zone.YardId}`)}
        className={ui.buttonLink}
        onClick={() => record(LINK_KINDS.ZoneThrive)}
      >
        <ChartColumn aria-hidden="true" size={18} /> Thrive Scorecard
      </Link>
      <CareTasksLink />
      {canChange && (
        <Button onClick={() => void copy()} disabled={copying.isLoading}>
          <span className={ui.iconText}>
            <Copy aria-hidden="true" size={18} /> {copying.isLoading ? 'Copying…' : 'Copy zone'}
          </span>
        </Button>
      )}
      {landscaping && (
        <Link
          to={carried(landscapeFromZonePath(zone.Id))}
          className={ui.buttonLink}
          onClick={() => record(LINK_KINDS.ZoneLandscape)}
        >
          <Trees aria-hidden="true" size={18} /> Landscape design
        </Link>
      )}
    </div>
  );
}
