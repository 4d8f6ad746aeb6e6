import { lazyModule } from '../../../lib/lazy-schema';

// The shared schemas of the account forms, loaded with the first validation or submit (see lazyModule).
export const accountSchemaModule = lazyModule(() => import('@bridal/shared/accounts/account-schemas'));

// The signature form's schemas, loaded the same way.
export const signatureSchemaModule = lazyModule(() => import('@bridal/shared/follow-ups/consultant-signature-schema'));
