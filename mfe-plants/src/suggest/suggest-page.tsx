import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
// From the shared entry point: '@reduxjs/toolkit/query' alone would bundle a second RTK Query.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button, errorText, fieldErrors, LoadError, Loading, useSuggestPlantsQuery } from '@thrive/shared';
import { PlantsPage } from '../common/plants-page';
import { hasLimits, withoutLimits } from './suggest-draft';
import { SuggestForm } from './suggest-form';
import { SuggestResults } from './suggest-results';
import { useSuggestState } from './use-suggest-state';

const SUGGEST_TITLE = 'Suggest a Plant';

function SuggestScreen() {
  const { form, submitted, setSubmitted } = useSuggestState();
  const [editing, setEditing] = useState(false);
  const result = useSuggestPlantsQuery(submitted ?? skipToken);
  const refused = Object.keys(fieldErrors(result.error)).length > 0;
  const showForm = !submitted || editing || refused;

  // The search is a query, not a save: a refusal arrives with its result, and its messages
  // show under their fields once per refusal, and again when the same spot is asked again.
  const showRefusal = useEffectEvent((error: unknown) => form.showRefusal(error));
  useEffect(() => {
    if (refused) showRefusal(result.error);
  }, [refused, result.error, submitted]);

  const search = form.submitWith(async (request) => {
    setEditing(false);
    setSubmitted(request);
  });

  /** The same spot without any limit or wish, searched at once. */
  function loosen() {
    form.reset(withoutLimits(form.getValues()));
    void search();
  }

  if (showForm) {
    return (
      <SuggestForm
        form={form}
        message={refused ? errorText(result.error) : undefined}
        onSubmit={search}
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
      limited={hasLimits(form.getValues())}
      onPageChange={(i) => setSubmitted((asked) => (asked ? { ...asked, i } : asked))}
      onChangeSpot={() => setEditing(true)}
      onLoosen={loosen}
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
