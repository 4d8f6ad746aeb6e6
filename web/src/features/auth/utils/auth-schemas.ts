import { lazyModule } from '../../../lib/lazy-schema';

// The shared schemas of the auth forms, loaded with the first validation or submit (see lazyModule).
export const loginSchemaModule = lazyModule(() => import('@bridal/shared/validation/login-schema'));
export const forgotPasswordSchemaModule = lazyModule(() => import('@bridal/shared/validation/forgot-password-schema'));
export const resetPasswordSchemaModule = lazyModule(() => import('@bridal/shared/validation/reset-password-schema'));
export const signupSchemaModule = lazyModule(() => import('@bridal/shared/validation/signup-schema'));
export const trialSignupSchemaModule = lazyModule(() => import('@bridal/shared/validation/trial-signup-schema'));
