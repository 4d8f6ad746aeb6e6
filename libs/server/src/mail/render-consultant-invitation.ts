import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import { type EmailContent, mailSubjects, renderEmail } from './render-email';

export interface ConsultantInvitationEmail {
  name: string;
  boutiqueName: string;
  token: string;
  expiresAt: Date;
  /** Where the app is reached (PUBLIC_URL). */
  publicUrl: string;
}

/** The link of an invitation: the page where she chooses her password. */
export function consultantSignupUrl(publicUrl: string, token: string): string {
  return pageUrl(publicUrl, paths.consultantSignup(token));
}

const formatDay = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The e-mail that invites a consultant to set up her account. The boutique's name and hers are
 * what the admin typed: they stay out of the subject, and renderEmail keeps them from becoming
 * links in the body.
 */
export function renderConsultantInvitation(invitation: ConsultantInvitationEmail): EmailContent {
  const { name, boutiqueName, token, expiresAt, publicUrl } = invitation;
  return renderEmail({
    subject: mailSubjects.consultantInvitation,
    greeting: `Hi ${name},`,
    paragraphs: [
      `${boutiqueName} has invited you to join their team on Bridal Coach as a consultant. You will see each bride's coaching plan before her appointment, your coaching goals, and get help in the hard moments of an appointment.`,
      `Your username is the e-mail address this invitation was sent to. Choose a password to finish setting up your account. The link below works once and expires on ${formatDay(expiresAt)}.`,
      'If you were not expecting this invitation, you can ignore this e-mail.',
    ],
    action: { label: 'Set up my account', url: consultantSignupUrl(publicUrl, token) },
  });
}
