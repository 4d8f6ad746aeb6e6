import {
  consultantLimits,
  type InviteConsultantRequest,
  inviteConsultantSchema,
  updateConsultantSchema,
} from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { EmailConfirmationNotice, useUnconfirmedAdmin } from '../../../components/account/email-confirmation-notice';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextareaField } from '../../../components/form/textarea-field';
import { ConsultantIdentityFields } from './consultant-identity-fields';

/** An invitation's fields, which an edit sends too. */
export type ConsultantFormValues = InviteConsultantRequest;

const goalsExample =
  'e.g. Offer a veil with every gown she loves. Ask about the ceremony before pulling dresses. Close two appointments a day.';

interface ConsultantFormDialogProps {
  /** null invites a new consultant; a consultant edits her. */
  consultant: Consultant | null;
  open: boolean;
  onClose: () => void;
  /** Saves the values; answers true when the dialog may close. */
  onSave: (values: ConsultantFormValues) => Promise<boolean>;
}

/** 'Invite New Consultant' and 'Edit Consultant': name, e-mail (her username) and coaching goals. */
export function ConsultantFormDialog({ consultant, open, onClose, onSave }: ConsultantFormDialogProps) {
  const editing = consultant !== null;
  // Invitations wait for the admin's confirmed address; edits do not.
  const waitsForConfirmation = useUnconfirmedAdmin() !== null && !editing;
  const schema = editing ? updateConsultantSchema : inviteConsultantSchema;
  const initialValues: ConsultantFormValues = {
    name: consultant?.name ?? '',
    email: consultant?.email ?? '',
    coachingGoals: consultant?.coachingGoals ?? '',
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit Consultant' : 'Invite New Consultant'}
      firstField="name"
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        if (await onSave(schema.cast(values) as ConsultantFormValues)) onClose();
      }}
      submitLabel={editing ? 'Update' : 'Send Invitation'}
      submittingLabel={editing ? 'Updating...' : 'Sending...'}
      canSubmit={(values) => Boolean(values.name.trim()) && !waitsForConfirmation}
    >
      {!editing && <EmailConfirmationNotice />}
      <ConsultantIdentityFields
        nameLabel="Name"
        emailLabel="Email (their username)"
        emailHelperText={
          editing ? 'They log in with this address.' : 'The invitation goes to this address, and they log in with it.'
        }
      />
      <TextareaField
        name="coachingGoals"
        label="Coaching Goals"
        placeholder={goalsExample}
        maxLength={consultantLimits.coachingGoals}
        rows={5}
        helperText="What you want them to work on. They see these on their dashboard and get advice on reaching them in each appointment."
      />
    </FormDialog>
  );
}
