import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, errorText, notify, useAcceptInvitationMutation, withCarriedParams } from '@thrive/shared';
import { useAddressParams } from '../common/address-params';
import { HOME_PATH } from '../common/home-path';
import { LinkPageProblem, linkPageStyles } from '../common/link-page-problem';
import { yardPagePath } from '../common/yard-page-path';
import { ACCEPT_TEXT, ACCEPTING_TEXT, NOT_NOW_TEXT, PROBLEM_HEADING } from './invitation-texts';
import styles from './invitation.module.css';

/**
 * A signed-in gardener's answer: Accept joins the yard and opens it, with the server's word
 * in a toast; Not now goes home and leaves the invitation open. A refusal replaces the
 * buttons: the same invitation would only be refused again.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const carried = useAddressParams();

  const onAccept = async () => {
    try {
      const accepted = await accept(token).unwrap();
      notify({ message: accepted.message, variant: 'success' });
      // Replaced: Back from the yard does not offer the used invitation again.
      void navigate(withCarriedParams(yardPagePath(accepted.YardId), carried), { replace: true });
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  if (problem) return <LinkPageProblem heading={PROBLEM_HEADING} message={problem} />;
  return (
    <div className={linkPageStyles.actions}>
      <Button variant="primary" grow disabled={isLoading} onClick={() => void onAccept()}>
        {isLoading ? ACCEPTING_TEXT : ACCEPT_TEXT}
      </Button>
      <Link className={styles.secondaryLink} to={withCarriedParams(HOME_PATH, carried)}>
        {NOT_NOW_TEXT}
      </Link>
    </div>
  );
}
