import { useEffect, useRef, useState } from 'react';
import { createDraftKeeper, type DraftKeeper } from '../utils/survey-draft-keeper';
import { surveyDraftStore } from '../utils/survey-draft-store';
import type { SurveyFormValues } from '../utils/survey-form-values';

/**
 * The draft she left on this device for this boutique's survey (read once, when the survey opens),
 * and the keeper that saves her answers from then on.
 */
export function useSurveyDraft(slug: string) {
  const [saved] = useState(() => surveyDraftStore.readAnswers(slug));
  const [keeper] = useState(() => createDraftKeeper(surveyDraftStore, slug, saved !== null));
  return { saved, keeper };
}

interface KeepDraftOptions {
  step: number;
  values: SurveyFormValues;
  files: readonly File[];
  /** Whether the survey opened from a draft, whose photos are then read back. */
  restored: boolean;
  /** Puts the kept photos back in the survey once IndexedDB has read them. */
  onPhotosRead: (files: File[]) => void;
}

/** Saves each change of the survey to its draft, and reads the draft's photos back. */
export function useKeepDraftUpToDate(
  keeper: DraftKeeper,
  { step, values, files, restored, onPhotosRead }: KeepDraftOptions,
) {
  const putPhotosBack = useRef(onPhotosRead);
  useEffect(() => {
    putPhotosBack.current = onPhotosRead;
  });

  useEffect(() => {
    if (!restored) return;
    let live = true;
    void keeper.readPhotos().then((kept) => {
      if (live && kept.length > 0) putPhotosBack.current(kept);
    });
    return () => {
      live = false;
    };
  }, [keeper, restored]);

  useEffect(() => {
    keeper.changed({ step, values, files });
    // Only a new step, answer or photo count is a change; the photo list is a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keeper, step, values, files.length]);

  useEffect(() => {
    keeper.photosChanged(files);
  });

  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') keeper.flush();
    };
    window.addEventListener('pagehide', keeper.flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', keeper.flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      keeper.flush();
    };
  }, [keeper]);
}
