import type { FormikErrors, FormikHelpers } from 'formik';
import { notify } from './notify';
import { serverFields, serverMessage } from './server-error';

/**
 * A failed save, in the server's own words: under the fields it names, and in a toast. What she
 * typed stays in the form.
 */
export function showFailure<Values>(error: unknown, form: FormikHelpers<Values>, title: string): void {
  const fields = serverFields(error);
  if (Object.keys(fields).length > 0) form.setErrors(fields as FormikErrors<Values>);
  notify('error', title, serverMessage(error) ?? 'Please check your connection and try again.');
}
