import { expect } from '@jest/globals';
import type { CapturedMail } from '@bridal/testing/smtp-capture';

export interface ParsedIcsEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: string;
  url?: string;
}

export interface ParsedIcs {
  method: string;
  events: ParsedIcsEvent[];
}

/** An iCalendar UTC date-time (`20270316T143000Z`); anything else (a TZID, a floating time) throws. */
function utcInstant(property: string, value: string | undefined): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) throw new Error(`${property} is not a UTC date-time: ${value}`);
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
}

const unescapeText = (value: string) => value.replace(/\\([\\;,])/g, '$1').replace(/\\n/gi, '\n');

/**
 * Reads an e-mailed .ics back as a calendar app would (RFC 5545: lines unfolded, one property per
 * line, parameters after ';'): the calendar's METHOD and each VEVENT's UID, SEQUENCE, times, STATUS
 * and URL. Throws on a calendar that is not well formed.
 */
export function parseIcs(text: string): ParsedIcs {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') throw new Error(`not a calendar:\n${text}`);
  const calendar: ParsedIcs = { method: '', events: [] };
  let event: Map<string, string> | undefined;
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`not a property line: ${line}`);
    const name = line.slice(0, colon).split(';')[0]!;
    const value = line.slice(colon + 1);
    if (line === 'BEGIN:VEVENT') event = new Map();
    else if (line === 'END:VEVENT') {
      if (!event) throw new Error('END:VEVENT without BEGIN:VEVENT');
      calendar.events.push({
        uid: event.get('UID') ?? '',
        sequence: Number(event.get('SEQUENCE') ?? 0),
        start: utcInstant('DTSTART', event.get('DTSTART')),
        end: utcInstant('DTEND', event.get('DTEND')),
        status: event.get('STATUS') ?? '',
        url: event.get('URL'),
      });
      event = undefined;
    } else if (event) event.set(name, unescapeText(value));
    else if (name === 'METHOD') calendar.method = value;
  }
  return calendar;
}

/** The one event of a mail's appointment.ics, with its calendar's method. */
export function appointmentIcsOf(mail: CapturedMail): ParsedIcsEvent & { method: string } {
  const attachment = mail.attachments.find((file) => file.filename === 'appointment.ics');
  if (!attachment) throw new Error(`no appointment.ics in "${mail.subject}"`);
  expect(attachment.contentType).toBe('text/calendar');
  const { method, events } = parseIcs(attachment.content);
  expect(events).toHaveLength(1);
  return { method, ...events[0]! };
}

/**
 * Every link of a mail (the hrefs of its HTML part) points at the platform, is in its text part
 * too for a reader without HTML, and opens: the page (or API answer) is served. Answers the links.
 */
export async function expectLinksWork(mail: CapturedMail, baseUrl: string): Promise<string[]> {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.startsWith(`${baseUrl}/`)).toBe(true);
    expect(mail.text).toContain(link);
    const answer = await fetch(link, { redirect: 'manual' });
    expect({ link, status: answer.status }).toEqual({ link, status: 200 });
  }
  return links;
}
