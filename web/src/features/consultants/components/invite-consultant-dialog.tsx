import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { consultantLimits, inviteConsultantSchema } from '@bridal/shared/consultants/consultant-schemas';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { Form, Formik } from 'formik';
import { useCallback, useRef } from 'react';
import { FocusFirstError } from '../../../components/form/focus-first-error';
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
  const formRef = useRef<HTMLFormElement>(null);

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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ mdDown: 'full', md: 'md' }}
      scrollBehavior="outside"
      lazyMount
      unmountOnExit
      initialFocusEl={() => formRef.current?.querySelector<HTMLElement>('input[name="name"]') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik initialValues={initialValues} validationSchema={inviteConsultantSchema} onSubmit={submit}>
              {({ isSubmitting }) => (
                <Form ref={formRef} noValidate>
                  <FocusFirstError form={formRef} onInvalid={onInvalid} />
                  <Dialog.Header pe="14" flexDirection="column" alignItems="flex-start" gap="1">
                    <Dialog.Title>Invite a Consultant</Dialog.Title>
                    <Dialog.Description color="fg.muted">
                      We&apos;ll e-mail them a link to set their password. Their e-mail address is their username.
                    </Dialog.Description>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="5">
                      <TextField
                        name="name"
                        label="Full Name"
                        required
                        autoComplete="off"
                        maxLength={consultantLimits.name}
                      />
                      <TextField
                        name="email"
                        label="Email Address"
                        type="email"
                        inputMode="email"
                        required
                        autoComplete="off"
                        maxLength={consultantLimits.email}
                      />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" disabled={isSubmitting}>
                        Cancel
                      </Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Sending...">
                      Send Invitation
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
