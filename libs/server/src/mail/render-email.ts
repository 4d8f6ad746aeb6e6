import { normaliseFreeText } from '@bridal/shared/validation/free-text';
import { defangLinks } from './defang-links';
import type { MailAttachment } from './mail-transport';
import { escapeHtml } from '@bridal/shared/web/escape-html';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Files made by us (an appointment's .ics), never anything a person sent. */
  attachments?: MailAttachment[];
}

/**
 * Every subject line we send. Only these fixed words can be a subject (renderEmail takes nothing
 * else), so no one's typed text ever reaches an inbox's list of subjects.
 */
export const mailSubjects = {
  consultantInvitation: "You're invited to join your boutique's team on Bridal Coach",
  emailConfirmation: 'Confirm your e-mail address for Bridal Coach',
  emailChange: 'Confirm your new e-mail address for Bridal Coach',
  emailChangeNotice: 'Your Bridal Coach login address is being changed',
  signupAttempt: 'Someone tried to sign up for Bridal Coach with your address',
  passwordReset: 'Reset your Bridal Coach password',
  trialWelcome: 'Your Bridal Coach demo is ready',
  // The bride's appointment e-mails: the boutique's name is typed text, so it stays in the body.
  appointmentBooked: 'Your bridal appointment is booked',
  appointmentMoved: 'Your bridal appointment has moved',
  appointmentCancelled: 'Your bridal appointment is cancelled',
  appointmentReminder: 'Reminder: your bridal appointment is tomorrow',
  waitlistOffer: 'A time has freed up for your bridal appointment',
  surveyInvite: 'Your style survey for your bridal appointment',
  // The weekly coaching digest: its own words are on the page and in the body.
  coachingDigest: 'Your weekly coaching',
  coachingTeamDigest: "Your team's weekly coaching",
  webhookDisabled: 'A webhook endpoint of your boutique was turned off',
} as const;

export type MailSubject = (typeof mailSubjects)[keyof typeof mailSubjects];

/**
 * A plain, mail-client-safe layout: a greeting, paragraphs and one call-to-action button.
 *
 * The greeting and paragraphs may quote what people typed (a boutique's or a person's name), so
 * all of their text is escaped and defanged (defangLinks): nothing in them can become a link, in
 * the HTML part or the text part. The action's URL is the only link an e-mail has.
 */
/**
 * A paragraph we compose from our own values only (a time formatted by us: '10:30 AM' would be
 * defanged to '10[:]30'). It is still escaped in the HTML part; never put typed text in one.
 */
export interface OwnText {
  own: string;
}

export function renderEmail(options: {
  subject: MailSubject;
  greeting: string;
  paragraphs: (string | OwnText)[];
  action?: { label: string; url: string };
  footer?: string;
}): EmailContent {
  const { subject, action, footer = 'Bridal Coach' } = options;
  // Each is one line of the text part: a name stored with a line break (before names were
  // normalised on the way in) cannot start a line of its own.
  const typed = (value: string) => defangLinks(normaliseFreeText(value, 'single-line'));
  const greeting = typed(options.greeting);
  const paragraphs = options.paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? typed(paragraph) : paragraph.own,
  );
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2d2d2d;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#9d4b6e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}
