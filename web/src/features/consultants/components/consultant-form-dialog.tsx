import {
  type AddConsultantRequest,
  addConsultantSchema,
  consultantLimits,
  updateConsultantSchema,
} from '@bridal/shared/consultants/consultant-schemas';
import { messages } from '@bridal/shared/validation/messages';
import * as yup from 'yup';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { EmailConfirmationNotice, useUnconfirmedAdmin } from '../../../components/account/email-confirmation-notice';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextareaField } from '../../../components/form/textarea-field';
import { ConsultantIdentityFields } from './consultant-identity-fields';

/** An invitation's fields, which an edit sends too: the e-mail is null when left blank. */
export type ConsultantFormValues = AddConsultantRequest;

/** Once she has an address (her login, or where her invitation went) it may change, not go away. */
const updateWithEmailSchema = updateConsultantSchema.shape({
  email: yup.string().trim().required(messages.emailRequired).email(messages.email).max(consultantLimits.email),
});

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

/**
 * 'Invite New Consultant' and 'Edit Consultant': name, e-mail (her username) and coaching goals.
 * The e-mail is optional (spec): without one she joins the team needing setup, and adding it
 * later sends her invitation.
 */
export function ConsultantFormDialog({ consultant, open, onClose, onSave }: ConsultantFormDialogProps) {
  const editing = consultant !== null;
  // Invitations wait for the admin's confirmed address; edits do not.
  const waitsForConfirmation = useUnconfirmedAdmin() !== null && !editing;
  const schema = !editing ? addConsultantSchema : consultant.email ? updateWithEmailSchema : updateConsultantSchema;
  const initialValues = {
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
          editing && consultant.email
            ? 'They log in with this address.'
            : 'Optional. The invitation goes to this address, and they log in with it; without one they join the team and you can add it later.'
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
