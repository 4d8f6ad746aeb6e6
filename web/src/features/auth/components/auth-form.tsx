import { type ReactNode } from 'react';
import { FocusingForm } from '../../../components/form/focus-first-error';

/**
 * The Formik form of the sign-up, log-in and password pages. POST: submitted before the app
 * hydrates the pre-rendered page, the fields stay out of the URL.
 */
export function AuthForm({ children }: { children: ReactNode }) {
  return <FocusingForm method="post">{children}</FocusingForm>;
}
