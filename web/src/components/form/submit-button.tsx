import { Button, type ButtonProps } from '@chakra-ui/react';
import { useFormikContext } from 'formik';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading' | 'loadingText'> {
  /** What the button says while the form is being sent. */
  submittingLabel: string;
}

/** The full-width submit button of a page's Formik form, busy while the form is sent. */
export function SubmitButton({ submittingLabel, ...buttonProps }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      width="full"
      loading={isSubmitting}
      loadingText={submittingLabel}
      {...buttonProps}
    />
  );
}
