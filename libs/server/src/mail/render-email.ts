export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain, mail-client-safe layout: a greeting, paragraphs and one call-to-action button. */
export function renderEmail(options: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): EmailContent {
  const { subject, greeting, paragraphs, action, footer = 'Bridal Coach' } = options;
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
