import { simpleParser } from 'mailparser';

/**
 * The links a mail client's auto-linker makes of plain text: mailparser's, which runs linkify-it
 * with every real top-level domain, bare domains, e-mail and IP addresses and @mentions.
 */
export async function findAutoLinks(text: string): Promise<string[]> {
  const message = Buffer.from(`Content-Type: text/plain; charset=utf-8\r\n\r\n${text}`, 'utf8');
  const { textAsHtml = '' } = await simpleParser(message);
  return [...textAsHtml.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
}

/** What a reader sees of an HTML part: its text without the tags, character references decoded. */
export function visibleText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_all, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_all, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(\w+);/g, (all, name: string) => named[name] ?? all);
}
