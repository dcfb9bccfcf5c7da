import { useParams } from 'react-router-dom';
import {
  errorText,
  invitationTokenSchema,
  Loading,
  PageFrame,
  selectIdentity,
  useAppSelector,
  usePreviewInvitationQuery,
} from '@thrive/shared';
import { LinkPageProblem, linkPageStyles } from '../common/link-page-problem';
import { AcceptInvitation } from './accept-invitation';
import {
  expiryLine,
  INCOMPLETE_LINK_HEADING,
  invitationHeading,
  INVITATION_TITLE,
  LOADING_INVITATION,
  PROBLEM_HEADING,
  ROLE_LINES,
} from './invitation-texts';
import { JoinByInvitation } from './join-by-invitation';
import notice from '../common/notice.module.css';
import styles from './invitation.module.css';

/**
 * `#/invitation/{token}` (the contract's invitationLink): whose yard, in which role, until
 * when; then Accept for a signed-in gardener, or a short form that makes an account for
 * someone signed out. The token is after `#`, so it reaches the API only in a body.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const checked = invitationTokenSchema.safeParse(token);
  return (
    <PageFrame title={INVITATION_TITLE}>
      <div className={linkPageStyles.page}>
        {checked.success ? (
          <InvitationOffer token={checked.data} />
        ) : (
          // A cut-off link is said at once: the server could only refuse it.
          <LinkPageProblem
            heading={INCOMPLETE_LINK_HEADING}
            message={checked.error.issues[0]?.message ?? INCOMPLETE_LINK_HEADING}
          />
        )}
      </div>
    </PageFrame>
  );
}

function InvitationOffer({ token }: { token: string }) {
  const identity = useAppSelector(selectIdentity);
  // Read afresh on every opening: the invitation may have been used or withdrawn meanwhile.
  const preview = usePreviewInvitationQuery(token, { refetchOnMountOrArgChange: true });
  if (preview.isLoading) return <Loading label={LOADING_INVITATION} />;
  if (preview.isError || !preview.data)
    return <LinkPageProblem heading={PROBLEM_HEADING} message={errorText(preview.error)} />;
  const offer = preview.data;
  return (
    <article aria-labelledby="invitation-heading">
      <h2 id="invitation-heading" className={notice.heading}>
        {invitationHeading(offer)}
      </h2>
      <p className={styles.role}>{ROLE_LINES[offer.Role]}</p>
      <p className={styles.expiry}>{expiryLine(offer.ExpiresAt)}</p>
      {identity ? (
        <AcceptInvitation token={token} />
      ) : (
        <JoinByInvitation token={token} forAnAddress={offer.ForAnAddress} />
      )}
    </article>
  );
}
