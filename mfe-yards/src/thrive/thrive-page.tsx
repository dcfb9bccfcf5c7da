import { useNavigate, useParams } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import { YardsPage } from '../common/yards-page';
import { ThriveScorePrompt } from './thrive-score-prompt';
import { YardPicker } from './yard-picker';
import { ThriveScorecard } from './thrive-scorecard';

const THRIVE_TITLE = 'Thrive Scorecard';

/** `thrive/table/{yardId}` (0 = every yard; SPEC §2.3); `thrive` alone is every yard too. */
export function ThrivePage() {
  const param = Number(useParams().yardId ?? 0);
  const yardId = Number.isInteger(param) && param > 0 ? param : 0;
  const navigate = useNavigate();
  const carried = useCarriedLink();
  return (
    <YardsPage
      title={THRIVE_TITLE}
      actions={<YardPicker value={yardId} onChange={(id) => navigate(carried(`/thrive/table/${id}`))} />}
    >
      <ThriveScorePrompt />
      {/* Keyed: another yard starts with its own filters (its zones differ). */}
      <ThriveScorecard key={yardId} yardId={yardId} />
    </YardsPage>
  );
}
