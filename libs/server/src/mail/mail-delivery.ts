import type { Sql } from '../db/create-sql';
import type { MailTransport } from './mail-transport';

/** What every delivery of a queued e-mail is given: the worker runs them, tests call them directly. */
export interface MailDelivery {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  now?: Date;
}
