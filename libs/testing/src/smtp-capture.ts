import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an appointment's .ics), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** Its headers as sent (lower-case names, folded lines joined), e.g. a follow-up's list-unsubscribe. */
  headers: Record<string, string>;
}

/**
 * A local SMTP server that keeps every message it accepts, for tests. `hold()` makes it keep the
 * next messages unanswered once their data has arrived (a sender that dies then never hears the
 * 250): `held` counts those whose sender is still connected, and `release()` answers them. As SMTP has it, a message is delivered
 * once the server answered 250 to its data: one whose sender hung up first is not kept.
 */
export async function startSmtpCapture(): Promise<{
  url: string;
  messages: CapturedMail[];
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  hold(): void;
  held(): number;
  release(): void;
  stop(): Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  const closed = new Set<string>();
  let holding = false;
  let waiting: { sessionId: string; resume: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (holding) await new Promise<void>((resume) => waiting.push({ sessionId: session.id, resume }));
          if (closed.has(session.id)) return callback(new Error('the sender hung up before the answer'));
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
            })),
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching e-mail within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    hold: () => void (holding = true),
    held: () => waiting.filter(({ sessionId }) => !closed.has(sessionId)).length,
    release() {
      holding = false;
      for (const { resume } of waiting) resume();
      waiting = [];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server that takes every message and keeps none (a benchmark's mail goes out for real, and fast). */
export async function startSmtpSink(): Promise<{ url: string; received(): number; stop(): Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
