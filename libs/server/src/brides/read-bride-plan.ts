// The response types live in @bridal/shared so the web app reads the same shapes.
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { daysUntil } from '@bridal/shared/survey/survey-rules';
import type { BridePlan, BrideSummary } from '@bridal/shared/brides/bride-plan';
import type { AnalysisStep, StepResults } from '../plans/analysis-schemas';
import type { Sql } from '../db/create-sql';
import { dressesOutdated } from '../inventory/dresses-outdated';
import { appointmentCancelledSql } from '../dashboard/bride-cards';

export const photoUrl = (brideId: string, photoId: string, size?: 'thumbnail') =>
  `${apiPaths.bridePhoto(brideId, photoId)}${size ? `?size=${size}` : ''}`;

/**
 * One bride of a boutique with her answers, every finished analysis and her dress picks.
 * Another boutique's bride is simply not found.
 */
export async function readBridePlan(
  sql: Sql,
  boutiqueId: number,
  brideId: string,
  today: Date = new Date(),
): Promise<BridePlan | undefined> {
  const [row] = await sql<
    (Omit<BrideSummary, 'submittedAt'> & {
      submittedAt: Date;
      answers: SurveyAnswers;
      dressesInventoryAt: Date | null;
      dressesOutdated: boolean;
    })[]
  >`
    SELECT id, name, submitted_at, to_char(wedding_date, 'YYYY-MM-DD') AS wedding_date, wedding_venue,
           wedding_location, status, ${appointmentCancelledSql(sql, 'brides')} AS appointment_cancelled,
           (SELECT time_zone FROM boutiques WHERE boutiques.id = brides.boutique_id) AS time_zone,
           answers, dresses_inventory_at, ${dressesOutdated(sql)} AS dresses_outdated
    FROM brides WHERE id = ${brideId} AND boutique_id = ${boutiqueId}`;
  if (!row) return undefined;

  const [steps, photos] = await Promise.all([
    sql<{ step: AnalysisStep; result: unknown; provider: string }[]>`
      SELECT step, result, provider FROM analysis_steps WHERE bride_id = ${brideId} AND status = 'done'`,
    sql<{ id: string; width: number; height: number }[]>`
      SELECT id, width, height FROM bride_photos
      WHERE bride_id = ${brideId} AND status = 'ready' ORDER BY position`,
  ]);
  const results: Partial<StepResults> = {};
  const providers: Partial<Record<AnalysisStep, string>> = {};
  for (const step of steps) {
    (results as Record<string, unknown>)[step.step] = step.result;
    providers[step.step] = step.provider;
  }

  const {
    name: _name,
    weddingDate: _date,
    weddingVenue: _venue,
    weddingLocation: _location,
    boutiqueName: _slug,
    ...answers
  } = row.answers;
  return {
    bride: {
      id: row.id,
      name: row.name,
      submittedAt: row.submittedAt.toISOString(),
      weddingDate: row.weddingDate,
      weddingVenue: row.weddingVenue,
      weddingLocation: row.weddingLocation,
      status: row.status,
      appointmentCancelled: row.appointmentCancelled,
      timeZone: row.timeZone,
    },
    survey: {
      ...answers,
      styleSummary: results.style?.styleSummary ?? null,
      aiAnalysis: results.strategy?.aiAnalysis ?? null,
      suggestedDresses: results.inventory?.suggestedDresses ?? null,
      enhancedImageAnalysis: results.style?.enhancedImageAnalysis ?? null,
      consultationStrategy: results.strategy?.consultationStrategy ?? null,
      topSellerRecommendation: results['top-sellers']?.topSellerRecommendation ?? null,
      daysUntilWedding: daysUntil(row.weddingDate, today),
      venueAnalysis: results.venue ?? null,
      inspirationImages: photos.map((photo) => ({
        id: photo.id,
        url: photoUrl(brideId, photo.id),
        thumbnailUrl: photoUrl(brideId, photo.id, 'thumbnail'),
        width: photo.width,
        height: photo.height,
      })),
      analysisProviders: providers,
    },
    recommendations: [
      ...(results.inventory?.picks ?? []).map((pick) => ({ ...pick, source: 'inventory' as const })),
      ...(results['top-sellers']?.picks ?? []).map((pick) => ({ ...pick, source: 'top-sellers' as const })),
    ],
    dressesSource: {
      inventoryUploadedAt: row.dressesInventoryAt?.toISOString() ?? null,
      // While she is analysing, her picks are being made from the current inventory.
      outdated: row.status === 'ready' && row.dressesOutdated,
    },
  };
}

/** The storage key of one of a boutique's bride photos, or undefined. */
export async function findBridePhotoKey(
  sql: Sql,
  boutiqueId: number,
  brideId: string,
  photoId: string,
  size: 'full' | 'thumbnail',
): Promise<string | undefined> {
  const [row] = await sql<{ storageKey: string; thumbnailKey: string | null }[]>`
    SELECT storage_key, thumbnail_key FROM bride_photos
    WHERE id = ${photoId} AND bride_id = ${brideId} AND boutique_id = ${boutiqueId} AND status = 'ready'`;
  if (!row) return undefined;
  return size === 'thumbnail' ? (row.thumbnailKey ?? undefined) : row.storageKey;
}
