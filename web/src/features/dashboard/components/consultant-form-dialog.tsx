import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import {
  consultantLimits,
  inviteConsultantSchema,
  updateConsultantSchema,
} from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';

export interface ConsultantFormValues {
  name: string;
  email: string;
  coachingGoals: string;
}

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
  const formRef = useRef<HTMLFormElement>(null);
  const editing = consultant !== null;
  const schema = editing ? updateConsultantSchema : inviteConsultantSchema;
  const initialValues: ConsultantFormValues = {
    name: consultant?.name ?? '',
    email: consultant?.email ?? '',
    coachingGoals: consultant?.coachingGoals ?? '',
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ mdDown: 'full', md: 'lg' }}
      scrollBehavior="outside"
      lazyMount
      unmountOnExit
      initialFocusEl={() => formRef.current?.querySelector<HTMLElement>('input[name="name"]') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik
              initialValues={initialValues}
              validationSchema={schema}
              onSubmit={async (values) => {
                if (await onSave(schema.cast(values) as ConsultantFormValues)) onClose();
              }}
            >
              {({ values, isSubmitting }) => (
                <Form ref={formRef} noValidate>
                  <FocusFirstError form={formRef} />
                  <Dialog.Header pe="14">
                    <Dialog.Title>{editing ? 'Edit Consultant' : 'Invite New Consultant'}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="5">
                      <TextField
                        name="name"
                        label="Name"
                        required
                        autoComplete="off"
                        maxLength={consultantLimits.name}
                      />
                      <TextField
                        name="email"
                        label="Email (their username)"
                        type="email"
                        inputMode="email"
                        autoComplete="off"
                        maxLength={consultantLimits.email}
                        helperText={
                          editing
                            ? 'They log in with this address.'
                            : 'The invitation goes to this address, and they log in with it.'
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
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" disabled={isSubmitting}>
                        Cancel
                      </Button>
                    </Dialog.ActionTrigger>
                    <Button
                      type="submit"
                      colorPalette="brand"
                      disabled={!values.name.trim() || isSubmitting}
                      loading={isSubmitting}
                      loadingText={editing ? 'Updating...' : 'Sending...'}
                    >
                      {editing ? 'Update' : 'Send Invitation'}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
