import { consultantLimits, inviteConsultantSchema } from '@bridal/shared/consultants/consultant-schemas';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { useCallback } from 'react';
import { EmailConfirmationNotice, useUnconfirmedAdmin } from '../../../components/account/email-confirmation-notice';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { notify } from '../../../lib/notify';
import { serverErrorTitle, serverMessage } from '../../../lib/server-error';
import { inviteConsultant, refreshTeam } from '../api/invite-consultant';

interface InviteValues {
  name: string;
  email: string;
}

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
    try {
      await inviteConsultant(inviteConsultantSchema.cast({ ...values, coachingGoals: '' }));
    } catch (error) {
      notify(
        'error',
        serverErrorTitle(error) ?? 'Invitation Failed',
        serverMessage(error) ?? 'Failed to send invitation',
      );
      return;
    }
    notify('success', 'Invitation Sent', 'The consultant invitation has been sent successfully.');
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
      <TextField name="name" label="Full Name" required autoComplete="off" maxLength={consultantLimits.name} />
      <TextField
        name="email"
        label="Email Address"
        type="email"
        inputMode="email"
        required
        autoComplete="off"
        maxLength={consultantLimits.email}
      />
    </FormDialog>
  );
}
