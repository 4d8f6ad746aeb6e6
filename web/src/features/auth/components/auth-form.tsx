import { Form } from 'formik';
import { type ReactNode, useRef } from 'react';
import { FocusFirstError } from '../../../components/form/focus-first-error';

/**
 * The Formik form of the sign-up, log-in and password pages. POST: submitted before the app
 * hydrates the pre-rendered page, the fields stay out of the URL.
 */
export function AuthForm({ children }: { children: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form ref={formRef} method="post" noValidate>
      <FocusFirstError form={formRef} />
      {children}
    </Form>
  );
}
