import { demoBoutiqueId, demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';
import { demoSeatCount } from '@bridal/shared/demo/demo-messages';
import type { Sql } from './create-sql';

/** The demo boutique (id 99, slug `demo`); running it again changes nothing. */
export async function seedDemoBoutique(sql: Sql): Promise<void> {
  await sql`
    INSERT INTO boutiques (id, slug, name, address, phone, consultant_seats, is_demo)
    VALUES (${demoBoutiqueId}, ${demoBoutiqueSlug}, 'Demo Bridal Boutique', '12 Main Street, Portland, ME', '(207) 555-0199', ${demoSeatCount}, true)
    ON CONFLICT (id) DO NOTHING`;
}
