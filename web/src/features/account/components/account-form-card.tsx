import { Stack } from '@chakra-ui/react';
import { Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { type ReactNode } from 'react';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { SectionCard } from '../../../components/layout/section-card';

interface AccountFormCardProps<Values extends FormikValues> {
  title: string;
  /** A sentence above the fields. */
  intro?: ReactNode;
  initialValues: Values;
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  onSubmit: (values: Values, form: FormikHelpers<Values>) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}

/** One form of the account page: a titled card, its fields and its own save button. */
export function AccountFormCard<Values extends FormikValues>({
  title,
  intro,
  initialValues,
  validate,
  onSubmit,
  submitLabel,
  children,
}: AccountFormCardProps<Values>) {
  return (
    <SectionCard title={title}>
      {intro}
      <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit} enableReinitialize>
        <FocusingForm>
          <Stack gap="4" maxW="lg">
            {children}
            <SubmitButton submittingLabel="Saving..." width="auto" alignSelf="flex-start">
              {submitLabel}
            </SubmitButton>
          </Stack>
        </FocusingForm>
      </Formik>
    </SectionCard>
  );
}
