import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import { type EmailContent, mailSubjects, renderEmail } from './render-email';

/**
 * The owner's notice that her endpoint kept failing and was switched off. The URL is what she typed,
 * so renderEmail defangs it: the only link is to her webhooks page, where she turns it back on.
 */
export function renderWebhookDisabled(options: {
  ownerName: string;
  url: string;
  boutiqueId: number;
  publicUrl: string;
}): EmailContent {
  return renderEmail({
    subject: mailSubjects.webhookDisabled,
    greeting: `Hi ${options.ownerName},`,
    paragraphs: [
      `Every attempt to deliver events to your webhook endpoint ${options.url} has failed for a while, so we turned it off. Events that happen while it is off are not sent to it.`,
      'Check that the address answers, then turn the endpoint back on from your webhooks page. Its delivery log shows what each attempt got back.',
    ],
    action: { label: 'Open your webhooks', url: pageUrl(options.publicUrl, paths.webhooks(options.boutiqueId)) },
  });
}
