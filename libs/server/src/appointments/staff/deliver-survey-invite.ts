import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import type { Sql } from '../../db/create-sql';
import { type EmailContent, mailSubjects, renderEmail } from '../../mail/render-email';
import type { MailTransport } from '../../mail/mail-transport';
import { issueBookLink } from '../links/issue-book-link';
import { bookLinkLifetimeDays } from '../links/booking-link-lifetime';

/** The survey page with a walk-in's invite: her answers fill in her own record (see submitSurvey). */
export function surveyInviteUrl(publicUrl: string, slug: string, token: string): string {
  return pageUrl(publicUrl, paths.survey(slug, token));
}

export interface SurveyInviteEmail {
  name: string;
  boutiqueName: string;
  url: string;
}

/** The e-mail that asks a walk-in for her style survey. Names are typed text: body only, defanged. */
export function renderSurveyInvite({ name, boutiqueName, url }: SurveyInviteEmail): EmailContent {
  return renderEmail({
    subject: mailSubjects.surveyInvite,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Thank you for visiting ${boutiqueName}. To help your consultant prepare the dresses that suit you, please fill in a short style survey: your photos, venue, vibe and budget.`,
      `The link below is yours alone and works for ${bookLinkLifetimeDays} days.`,
    ],
    action: { label: 'Fill in my style survey', url },
  });
}

export interface DeliverSurveyInviteOptions {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  brideId: string;
}

/**
 * Sends a walk-in her survey link. The invite token (an appointment_links 'book' row) is made here,
 * at send time, and exists only in this e-mail. False when she is gone, has no address or her
 * survey is already in.
 */
export async function deliverSurveyInvite(options: DeliverSurveyInviteOptions): Promise<boolean> {
  const { sql, brideId } = options;
  const [bride] = await sql<{ boutiqueId: number; name: string; email: string; slug: string; boutiqueName: string }[]>`
    SELECT br.boutique_id, br.name, br.email, b.slug, b.name AS boutique_name
    FROM brides br JOIN boutiques b ON b.id = br.boutique_id
    WHERE br.id = ${brideId} AND br.status = 'awaiting_survey'`;
  if (!bride || !bride.email) return false;
  const { token } = await issueBookLink({ sql, boutiqueId: bride.boutiqueId, brideId });
  await options.transport.send({
    to: bride.email,
    ...renderSurveyInvite({
      name: bride.name,
      boutiqueName: bride.boutiqueName,
      url: surveyInviteUrl(options.publicUrl, bride.slug, token),
    }),
  });
  return true;
}
