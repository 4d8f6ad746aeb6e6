import type { Sql } from '../../db/create-sql';
import type { MailTransport } from '../../mail/mail-transport';

export interface DeliverFollowUpMailOptions {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  followUpId: string;
  now?: Date;
}

/** PLACEHOLDER (being built): sends a queued follow-up. */
export async function deliverFollowUpMail(_options: DeliverFollowUpMailOptions): Promise<boolean> {
  throw new Error('deliverFollowUpMail is not built yet');
}
