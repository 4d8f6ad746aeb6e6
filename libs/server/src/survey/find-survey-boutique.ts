import { demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';
import type { SurveyBoutique } from '@bridal/shared/survey/survey-responses';
import type { Sql } from '../db/create-sql';

/** What the public lookup answers, and the boutique's id. */
export interface SurveyBoutiqueRecord extends SurveyBoutique {
  id: number;
}

/** The boutique a survey link names; an empty slug means the demo boutique. */
export async function findSurveyBoutique(sql: Sql, slug: string): Promise<SurveyBoutiqueRecord | undefined> {
  const wanted = (slug || demoBoutiqueSlug).trim().toLowerCase();
  if (!/^[a-z0-9-]{1,80}$/.test(wanted)) return undefined;
  const [row] = await sql<SurveyBoutiqueRecord[]>`SELECT id, name, slug, is_demo FROM boutiques WHERE slug = ${wanted}`;
  return row;
}
