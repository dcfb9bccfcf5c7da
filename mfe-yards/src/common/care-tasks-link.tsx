import { Link } from 'react-router-dom';
import { ListChecks } from 'lucide-react';
import { useCarriedLink } from '@thrive/shared';
import ui from './ui.module.css';

/**
 * The care task list (SPEC §2.8, the tasks area's `tasks` route). It takes no yard or zone
 * filter, so a yard and a zone both link to the whole list, where their plants' tasks are.
 */
const CARE_TASKS_PATH = '/tasks';

/** "Care tasks" among a yard's or zone's own actions. */
export function CareTasksLink() {
  const carried = useCarriedLink();
  return (
    <Link to={carried(CARE_TASKS_PATH)} className={ui.buttonLink}>
      <ListChecks aria-hidden="true" size={18} /> Care tasks
    </Link>
  );
}
