import type { DigestContent, DigestKind } from '@bridal/shared/coaching/digest';
import { type Area, pageUrl, paths } from '@bridal/shared/web/page-paths';
import { type EmailContent, mailSubjects, renderEmail } from '../../mail/render-email';

export interface CoachingDigestEmailOptions {
  kind: DigestKind;
  digestId: string;
  boutiqueId: number;
  content: DigestContent;
  publicUrl: string;
}

/**
 * The digest's e-mail: a fixed subject (its words may hold names people typed), its paragraphs and
 * figures as the page shows them, a button to the page, and where to turn the e-mail off. Every
 * line is escaped and defanged like any text that holds a typed name.
 */
export function renderCoachingDigestEmail(options: CoachingDigestEmailOptions): EmailContent {
  const { kind, content, publicUrl } = options;
  const area: Area = kind === 'team' ? 'admin' : 'consultant';
  const [greeting = '', ...paragraphs] = content.paragraphs;
  return renderEmail({
    subject: kind === 'team' ? mailSubjects.coachingTeamDigest : mailSubjects.coachingDigest,
    greeting,
    paragraphs: [...paragraphs, ...content.figures.map((line) => `• ${line}`)],
    action: {
      label: kind === 'team' ? "Open the team's weekly coaching" : 'Open your weekly coaching',
      url: pageUrl(publicUrl, paths.coaching(area, options.boutiqueId, options.digestId)),
    },
    footer:
      'You get this e-mail every Monday from Bridal Coach. To stop it, turn off “Weekly coaching e-mail” in your ' +
      `account settings (${pageUrl(publicUrl, paths.account)}); the digest stays on its page.`,
  });
}
