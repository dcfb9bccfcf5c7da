import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
// From the shared entry point: '@reduxjs/toolkit/query' alone would bundle a second RTK Query.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button, errorText, LoadError, Loading, useSuggestPlantsQuery } from '@thrive/shared';
import { PlantsPage } from '../common/plants-page';
import { recheckErrors } from '@thrive/shared/validation';
import { changedFields, checkRequest, focusFirstError, serverFieldErrors } from './form-errors';
import { hasLimits, toRequest, withoutLimits, type SuggestDraft } from './suggest-draft';
import { SuggestForm } from './suggest-form';
import { SuggestResults } from './suggest-results';
import { useSuggestState } from './use-suggest-state';

const SUGGEST_TITLE = 'Suggest a Plant';

function SuggestScreen() {
  const [{ draft, submitted }, setState] = useSuggestState();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Fields changed since the last search: the server's message on them no longer applies.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const result = useSuggestPlantsQuery(submitted ?? skipToken);
  const serverErrors = serverFieldErrors(result.error);
  const refused = Object.keys(serverErrors).length > 0;
  const showForm = !submitted || editing || refused;
  const shown = {
    ...Object.fromEntries(Object.entries(serverErrors).filter(([field]) => !edited.has(field))),
    ...errors,
  };

  // Once per refusal, not on every render of the same one.
  useEffect(() => focusFirstError(serverFieldErrors(result.error)), [result.error]);

  const change = (patch: Partial<SuggestDraft>) => {
    setState((state) => ({ ...state, draft: { ...state.draft, ...patch } }));
    // A field that shows a message is checked again as it changes: it goes once the field is
    // right (SUGGEST_MESSAGES, unchanged); the server's message counts as shown until then.
    const fields = changedFields(patch);
    const found = checkRequest(toRequest({ ...draft, ...patch }));
    setEdited((current) => new Set([...current, ...fields]));
    setErrors((current) => {
      const showing = { ...current };
      for (const field of fields) if (shown[field]) showing[field] ??= shown[field];
      return recheckErrors(showing, found, fields);
    });
  };

  function search(spot: SuggestDraft) {
    const request = toRequest(spot);
    const found = checkRequest(request);
    setErrors(found);
    setEdited(new Set());
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setEditing(false);
    setState({ draft: spot, submitted: request });
  }

  if (showForm) {
    return (
      <SuggestForm
        draft={draft}
        errors={shown}
        message={refused ? errorText(result.error) : undefined}
        onChange={change}
        onSubmit={() => search(draft)}
        onCancel={submitted && !refused ? () => setEditing(false) : undefined}
      />
    );
  }
  if (result.error) {
    return (
      <>
        <LoadError message={errorText(result.error)} onRetry={() => void result.refetch()} />
        <p>
          <Button onClick={() => setEditing(true)}>Change the spot</Button>
        </p>
      </>
    );
  }
  if (!result.currentData) return <Loading label="Finding plants for your spot…" />;
  return (
    <SuggestResults
      result={result.currentData}
      pageIndex={submitted.i ?? 0}
      pageSize={submitted.c}
      limited={hasLimits(draft)}
      onPageChange={(i) =>
        setState((state) => (state.submitted ? { ...state, submitted: { ...state.submitted, i } } : state))
      }
      onChangeSpot={() => setEditing(true)}
      onLoosen={() => search(withoutLimits(draft))}
    />
  );
}

/**
 * plants/suggest (SPEC §2.3): the spot and wishes are kept while the gardener looks at the
 * suggested plants and comes back. Arriving again from the menu or launch pad (a new
 * navigation, with the stored filter cleared) starts a fresh screen.
 */
export function SuggestPage() {
  const { key } = useLocation();
  return (
    <PlantsPage title={SUGGEST_TITLE}>
      <SuggestScreen key={key} />
    </PlantsPage>
  );
}
