import { PROMPT_SUCCESS_CODE } from '../contracts/prompts';
import { updateIdentity, type IdentityChanges } from '../session/update-identity';

interface CallLifecycle {
  dispatch: (thunk: ReturnType<typeof updateIdentity>) => unknown;
  queryFulfilled: Promise<{ data: unknown }>;
}

/** SPEC §7: these calls answer {code}, 0 meaning the change was made. */
const tookIt = ({ data }: { data: unknown }) =>
  (data as { code?: unknown } | null)?.code === PROMPT_SUCCESS_CODE;

/**
 * An `onQueryStarted` for a call that sets identity flags: once the server took it, the
 * identity in the store takes the same values at once (the shell's menu and landing follow
 * without waiting for GET users/{uid}). A failed call, or an answer with another code,
 * leaves the identity as it was.
 */
export const identityFollows =
  <Arg>(changesOf: (arg: Arg) => IdentityChanges) =>
  async (arg: Arg, { dispatch, queryFulfilled }: CallLifecycle) => {
    const saved = await queryFulfilled.then(tookIt, () => false);
    if (saved) dispatch(updateIdentity(changesOf(arg)));
  };
