import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an appointment's .ics). */
  attachments?: MailAttachment[];
  /** Extra headers (a follow-up's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * A Message-ID derived from what is sent (messageIdOf), the same on every try: a try repeated
   * after a crash mid-send is then the same message, which the bride's mailbox shows once.
   */
  messageId?: string;
}

/** A stable Message-ID for one e-mail of ours: what it is (`follow-up`) and its row's id, at our host. */
export const messageIdOf = (what: string, id: string, publicUrl: string) =>
  `<${what}-${id}@${new URL(publicUrl).hostname}>`;

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when configured; otherwise the message (with its link) is written to the log. */
export function createMailTransport(options: { smtpUrl?: string; from: string; logger: Logger }): MailTransport {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info({ mailTo: message.to, subject: message.subject }, `mail (no SMTP_URL set):\n${message.text}`);
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close() {
      transporter.close();
    },
  };
}
