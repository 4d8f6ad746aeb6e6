import {
  deliverAccountMail,
  deliverTrialWelcome,
  isAccountMailJob,
} from '@bridal/server/accounts/deliver-account-mail';
import { deliverAppointmentMail } from '@bridal/server/appointments/notify/deliver-appointment-mail';
import { deliverAppointmentText, type SmsRuntime } from '@bridal/server/appointments/texts/deliver-appointment-text';
import { deliverSurveyInvite } from '@bridal/server/appointments/staff/deliver-survey-invite';
import { deliverCoachingDigestMail } from '@bridal/server/coaching/digest/deliver-coaching-digest-mail';
import { deliverConsultantInvitation } from '@bridal/server/consultants/deliver-consultant-invitation';
import { deliverFollowUpMail } from '@bridal/server/follow-ups/send/deliver-follow-up-mail';
import type { MailJob } from '@bridal/server/queue/mail-job';
import { createTwilioProvider } from '@bridal/server/sms/twilio-provider';
import type { MailDelivery } from '@bridal/server/mail/mail-delivery';
import { deliverWaitlistOffer } from '@bridal/server/waitlist/deliver-waitlist-offer';
import { deliverWebhookDisabledMail } from '@bridal/server/accounts/deliver-webhook-disabled-mail';

export interface DeliverMailJobOptions extends MailDelivery {
  job: MailJob;
  /** The text provider and the key that opens boutiques' tokens; without it texts end skipped. */
  sms?: SmsRuntime;
}

/** Routes a mail job to the delivery of its kind. Returns false when its subject no longer exists. */
export async function deliverMailJob({ job, sms, ...delivery }: DeliverMailJobOptions): Promise<boolean> {
  if (isAccountMailJob(job)) return deliverAccountMail({ ...delivery, job });
  switch (job.kind) {
    case 'trial-welcome':
      return deliverTrialWelcome({ ...delivery, trialId: job.trialId });
    case 'consultant-invitation':
      return deliverConsultantInvitation({ ...delivery, invitationId: job.invitationId });
    case 'appointment-mail':
      return deliverAppointmentMail({ ...delivery, mailId: job.mailId });
    case 'appointment-text':
      return deliverAppointmentText({
        sql: delivery.sql,
        publicUrl: delivery.publicUrl,
        now: delivery.now,
        sms: sms ?? { provider: createTwilioProvider(), encryptionKey: undefined },
        textId: job.textId,
      });
    case 'survey-invite':
      return deliverSurveyInvite({ ...delivery, brideId: job.brideId });
    case 'follow-up':
      return deliverFollowUpMail({ ...delivery, followUpId: job.followUpId });
    case 'coaching-digest':
      return deliverCoachingDigestMail({ ...delivery, digestId: job.digestId });
    case 'waitlist-offer':
      return deliverWaitlistOffer({ ...delivery, offerId: job.offerId });
    case 'webhook-disabled':
      return deliverWebhookDisabledMail({ ...delivery, endpointId: job.endpointId });
  }
}
