import { demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../db/create-sql';

export interface SurveyBoutique {
  id: number;
  name: string;
  slug: string;
  isDemo: boolean;
}

/** The boutique a survey link names; an empty slug means the demo boutique. */
export async function findSurveyBoutique(sql: Sql, slug: string): Promise<SurveyBoutique | undefined> {
  const wanted = (slug || demoBoutiqueSlug).trim().toLowerCase();
  if (!/^[a-z0-9-]{1,80}$/.test(wanted)) return undefined;
  const [row] = await sql<SurveyBoutique[]>`SELECT id, name, slug, is_demo FROM boutiques WHERE slug = ${wanted}`;
  return row;
}
