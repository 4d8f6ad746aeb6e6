import { useEffect, useMemo } from 'react';
import { surveyDraftStore } from '../utils/survey-draft-store';

/**
 * A draft kept for a boutique whose survey link no longer exists can never be sent: it is removed
 * (that boutique's only; other drafts stay) and the answer is true, so the page can say so.
 */
export function useDropStaleDraft(slug: string, boutiqueGone: boolean): boolean {
  // Read once per slug, so the page still says so after the draft is gone.
  const hadDraft = useMemo(() => surveyDraftStore.has(slug), [slug]);
  useEffect(() => {
    if (boutiqueGone && hadDraft) void surveyDraftStore.clear(slug);
  }, [slug, boutiqueGone, hadDraft]);
  return boutiqueGone && hadDraft;
}
