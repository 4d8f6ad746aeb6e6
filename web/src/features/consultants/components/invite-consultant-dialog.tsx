import { type InviteConsultantRequest, inviteConsultantSchema } from '@bridal/shared/consultants/consultant-schemas';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { useCallback } from 'react';
import { EmailConfirmationNotice, useUnconfirmedAdmin } from '../../../components/account/email-confirmation-notice';
import { FormDialog } from '../../../components/form/form-dialog';
import { notify } from '../../../lib/notify';
import { refreshTeam } from '../api/get-consultants';
import { sendInvitation } from '../hooks/use-consultant-actions';
import { ConsultantIdentityFields } from './consultant-identity-fields';

type InviteValues = Pick<InviteConsultantRequest, 'name' | 'email'>;

const initialValues: InviteValues = { name: '', email: '' };

interface InviteConsultantDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The management page's invitation: full name and e-mail, both required. */
export function InviteConsultantDialog({ open, onClose }: InviteConsultantDialogProps) {
  const waitsForConfirmation = useUnconfirmedAdmin() !== null;
  const onInvalid = useCallback((errors: Record<string, unknown>) => {
    if (Object.values(errors).includes(consultantMessages.missingInformation)) {
      notify('error', consultantMessages.missingInformationTitle, consultantMessages.missingInformation);
    }
  }, []);

  async function submit(values: InviteValues) {
    const body = inviteConsultantSchema.cast({ ...values, coachingGoals: '' });
    if (!(await sendInvitation(body, 'The consultant invitation has been sent successfully.'))) return;
    onClose();
    await refreshTeam();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="md"
      title="Invite a Consultant"
      description="We'll e-mail them a link to set their password. Their e-mail address is their username."
      firstField="name"
      initialValues={initialValues}
      validationSchema={inviteConsultantSchema}
      onSubmit={submit}
      onInvalid={onInvalid}
      submitLabel="Send Invitation"
      submittingLabel="Sending..."
      canSubmit={() => !waitsForConfirmation}
    >
      <EmailConfirmationNotice />
      <ConsultantIdentityFields nameLabel="Full Name" emailLabel="Email Address" emailRequired />
    </FormDialog>
  );
}
