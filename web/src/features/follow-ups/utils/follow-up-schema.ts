import { lazyModule } from '../../../lib/lazy-schema';

// The shared follow-up schemas, loaded with the first validation or submit (see lazyModule).
export const followUpSchemaModule = lazyModule(() => import('@bridal/shared/follow-ups/follow-up'));
