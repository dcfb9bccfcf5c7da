import { INVITATION_DAYS, type YardMemberRole } from '@thrive/shared/contracts';
import type { OutboxMail } from '../common/outbox-mail';
import { dayInWords, ROLE_IN_WORDS } from './sharing-messages';

export interface InvitationFacts {
  ownerName: string;
  ownerEmail: string;
  yardName: string;
  role: YardMemberRole;
  link: string;
  expiresAt: Date;
}

/**
 * The mail that carries an invitation to the address the owner gave: who invites, to which
 * yard, what the role allows, the link and when it stops working. The recipient may not know
 * Thrive Garden, so it says what happens when they open the link, and that ignoring it is safe.
 */
export function invitationMail(facts: InvitationFacts): OutboxMail {
  const { ownerName, ownerEmail, yardName, role, link, expiresAt } = facts;
  return {
    subject: `${ownerName} invites you to share the yard "${yardName}" on Thrive Garden`,
    body: [
      `Hello,`,
      ``,
      `${ownerName} (${ownerEmail}) invites you to share their yard "${yardName}" on Thrive Garden.`,
      ROLE_IN_WORDS[role],
      ``,
      `To accept, open this link:`,
      link,
      ``,
      `If you have no Thrive Garden account yet, the link lets you make one with this address.`,
      `The invitation is for this address only, works once, and expires in ${INVITATION_DAYS} days ` +
        `(on ${dayInWords(expiresAt)}).`,
      ``,
      `If you did not expect this mail, you can ignore it: nothing happens unless you open the link.`,
    ].join('\n'),
  };
}
