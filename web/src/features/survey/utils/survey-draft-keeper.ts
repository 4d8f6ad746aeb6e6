import type { SurveyDraft, SurveyDraftStore } from './survey-draft-store';
import { initialSurveyValues, type SurveyFormValues } from './survey-form-values';
import { type SurveySendKeyStore, surveySendKeyStore } from './survey-send-key-store';

// Typing is saved a moment after she stops; leaving the page (for the Pinterest app, a reload)
// saves at once (flush).
export const draftSaveDelayMs = 300;

export interface SurveySnapshot {
  step: number;
  values: SurveyFormValues;
  files: readonly File[];
}

/** Nothing worth keeping: the first step, every answer blank, no photos. */
export function isBlankDraft(draft: SurveyDraft, photoCount: number): boolean {
  return (
    draft.step === 1 &&
    photoCount === 0 &&
    Object.entries(initialSurveyValues).every(([field, blank]) => {
      const value = draft.answers[field as keyof SurveyFormValues];
      return Array.isArray(blank) ? Array.isArray(value) && value.length === 0 : value === blank;
    })
  );
}

const sameFiles = (a: readonly File[], b: readonly File[]) =>
  a.length === b.length && a.every((file, index) => file === b[index]);

/**
 * Keeps one survey's draft up to date as the bride answers, until it is sent (`discard`) or she
 * starts over (`clear`). `restored` says the survey opened from a kept draft: its photos are read
 * back before any photo list is saved over them, and the key it was sent with before, if it was,
 * is its key still.
 */
export function createDraftKeeper(
  store: SurveyDraftStore,
  slug: string,
  restored: boolean,
  sendKeys: SurveySendKeyStore = surveySendKeyStore,
) {
  let latest: SurveySnapshot | null = null;
  // A key kept without her draft belongs to a survey sent or dropped since, not to this one.
  let keyOfThisSurvey = restored;
  let savedFiles: readonly File[] = [];
  let photosBack = !restored;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let discarded = false;
  // Counts Start overs: photos read back for a draft she has since cleared are not hers any more.
  let clears = 0;

  function cancel() {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  }

  function saveAnswers() {
    cancel();
    if (discarded || !latest) return;
    const draft = { step: latest.step, answers: latest.values };
    if (!isBlankDraft(draft, latest.files.length)) store.writeAnswers(slug, draft);
    // Back to nothing (or never started): no draft, so a reload shows the welcome again.
    else if (photosBack) void store.clear(slug);
  }

  return {
    /** The survey changed: saved shortly, or at once on flush. */
    changed(snapshot: SurveySnapshot) {
      latest = snapshot;
      if (discarded) return;
      cancel();
      pending = setTimeout(saveAnswers, draftSaveDelayMs);
    },

    /** Saves a change not saved yet: the page is being hidden or left. */
    flush() {
      if (pending !== null) saveAnswers();
    },

    /** The kept photos, read back once; the photo list is saved only from then on. */
    async readPhotos(): Promise<File[]> {
      const clearsBefore = clears;
      const kept = await store.readPhotos(slug);
      if (discarded || clears !== clearsBefore) return [];
      savedFiles = kept;
      photosBack = true;
      return kept;
    },

    /** Saves the photo list when it is not the one saved last. */
    photosChanged(files: readonly File[]) {
      if (discarded || !photosBack || sameFiles(files, savedFiles)) return;
      savedFiles = files;
      void store.writePhotos(slug, files);
    },

    /** The key every try of this survey is sent with, until one succeeds or she starts over. */
    sendKey(): string {
      if (!keyOfThisSurvey) sendKeys.forget(slug);
      keyOfThisSurvey = true;
      return sendKeys.current(slug);
    },

    /** Forgets the draft; what she answers next is kept again. */
    async clear() {
      clears++;
      cancel();
      sendKeys.forget(slug);
      keyOfThisSurvey = true;
      savedFiles = [];
      photosBack = true;
      await store.clear(slug);
    },

    /** Forgets the draft for good: the survey was sent. */
    async discard() {
      discarded = true;
      cancel();
      sendKeys.forget(slug);
      await store.clear(slug);
    },
  };
}

export type DraftKeeper = ReturnType<typeof createDraftKeeper>;
