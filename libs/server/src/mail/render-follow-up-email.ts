import { apiPaths } from '@bridal/shared/api/api-paths';
import { paths } from '@bridal/shared/web/page-paths';
import { escapeHtml } from '@bridal/shared/web/escape-html';
export interface FollowUpEmailOptions {
  subject: string;
  /** The message as the consultant sent it (the writer's draft or her edit), signature included. */
  body: string;
  boutiqueName: string;
  unsubscribeToken: string;
  publicUrl: string;
}

export interface FollowUpEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Blank lines part paragraphs; single line breaks stay inside one. */
const paragraphsOf = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/**
 * A follow-up e-mail. Unlike the e-mails a stranger can trigger, its words are the boutique's own
 * (a draft its consultant reviewed, edited and sent; a model's draft is refused if it holds a
 * link), so they are not defanged: '10:30', '$2,450.00' and the boutique's web address stay as
 * written. The HTML part escapes them, so its only link is the unsubscribe link; no images and no
 * tracking pixel. The List-Unsubscribe headers (RFC 8058) let her mail
 * client unsubscribe her with one POST to the API; the link in the text opens the web page that
 * unsubscribes her as it opens.
 */
export function renderFollowUpEmail(options: FollowUpEmailOptions): FollowUpEmail {
  const { publicUrl, unsubscribeToken } = options;
  const pageUrl = `${publicUrl}${paths.unsubscribe(unsubscribeToken)}`;
  const oneClickUrl = `${publicUrl}${apiPaths.unsubscribe(unsubscribeToken)}`;
  // One line: a typed line break must not start a header.
  const subject = options.subject.replace(/\s+/g, ' ').trim();
  const paragraphs = paragraphsOf(options.body);
  const { boutiqueName } = options;
  const footer = `You receive this because you visited ${boutiqueName}. To stop these e-mails, unsubscribe`;

  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), '--', `${footer}: ${pageUrl}`, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2d2d2d;line-height:1.5">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p style="font-size:12px;color:#666">${escapeHtml(footer)}: <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>
</body></html>`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
