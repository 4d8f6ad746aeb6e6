import { Button, type Dialog, Stack } from '@chakra-ui/react';
import { Formik, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import { type ReactNode, useRef } from 'react';
import { TaskDialog, TaskDialogSections } from '../ui/dialog-frame';
import { FocusingForm } from './focus-first-error';

interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  onClose: () => void;
  /** Its width from a tablet up; on a phone it fills the screen. */
  size: 'md' | 'lg';
  title: ReactNode;
  description?: ReactNode;
  /** The name of the input that has the focus when the dialog opens. */
  firstField: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** The helpers let a failed save put the server's words under its fields. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** Called with the errors when a submit fails validation. */
  onInvalid?: (errors: Record<string, unknown>) => void;
  submitLabel: ReactNode;
  submittingLabel: string;
  /** Keeps the submit button disabled until the values are worth sending. */
  canSubmit?: (values: Values) => boolean;
  /** The fields. */
  children: ReactNode;
  /** Where the focus goes when it closes, when the button that opened it is gone (a menu's item). */
  finalFocusEl?: Dialog.RootProps['finalFocusEl'];
}

/** A Formik form in a dialog: title, fields, Cancel and a submit button; the first invalid field gets the focus. */
export function FormDialog<Values extends FormikValues>({
  open,
  onClose,
  size,
  title,
  description,
  firstField,
  initialValues,
  validationSchema,
  onSubmit,
  onInvalid,
  submitLabel,
  submittingLabel,
  canSubmit,
  children,
  finalFocusEl,
}: FormDialogProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <TaskDialog
      open={open}
      onClose={onClose}
      size={size}
      finalFocusEl={finalFocusEl}
      initialFocusEl={() => formRef.current?.querySelector<HTMLElement>(`input[name="${firstField}"]`) ?? null}
    >
      <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
        {({ values, isSubmitting }) => (
          <FocusingForm formRef={formRef} onInvalid={onInvalid}>
            <TaskDialogSections
              title={title}
              description={description}
              busy={isSubmitting}
              action={
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={isSubmitting || (canSubmit !== undefined && !canSubmit(values))}
                  loading={isSubmitting}
                  loadingText={submittingLabel}
                >
                  {submitLabel}
                </Button>
              }
            >
              <Stack gap="5">{children}</Stack>
            </TaskDialogSections>
          </FocusingForm>
        )}
      </Formik>
    </TaskDialog>
  );
}
