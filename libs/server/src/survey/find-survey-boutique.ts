import type { SurveyBoutique } from '@bridal/shared/survey/survey-responses';
import type { Sql } from '../db/create-sql';

/** What the public lookup answers, and the boutique's id. */
export interface SurveyBoutiqueRecord extends SurveyBoutique {
  id: number;
}

/**
 * The boutique a survey link names. An empty slug names none: a survey sent without its boutique is
 * refused rather than filed under the demo boutique, where no one would ever see her.
 */
export async function findSurveyBoutique(sql: Sql, slug: string): Promise<SurveyBoutiqueRecord | undefined> {
  const wanted = slug.trim().toLowerCase();
  if (!/^[a-z0-9-]{1,80}$/.test(wanted)) return undefined;
  const [row] = await sql<SurveyBoutiqueRecord[]>`SELECT id, name, slug, is_demo FROM boutiques WHERE slug = ${wanted}`;
  return row;
}
