import type { MailMessage, MailTransport } from '@bridal/server/mail/mail-transport';

/** An inbox for a delivery under test, and a mail server that refuses the next `failures` messages. */
export function inbox() {
  const sent: MailMessage[] = [];
  let failures = 0;
  const transport: MailTransport = {
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('421 try again later');
      }
      sent.push(message);
    },
    close: () => undefined,
  };
  return { sent, transport, failNext: (count: number) => (failures = count) };
}
