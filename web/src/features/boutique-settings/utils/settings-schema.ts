import { lazyModule } from '../../../lib/lazy-schema';

// The shared settings schema, loaded with the first validation or submit (see lazyModule).
export const settingsSchemaModule = lazyModule(() => import('@bridal/shared/appointments/boutique-settings'));
