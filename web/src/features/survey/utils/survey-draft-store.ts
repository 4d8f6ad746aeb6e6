import { surveyFlagFields, surveyListFields, surveyTextFields } from '@bridal/shared/survey/survey-fields';
import { surveyStepCount } from '@bridal/shared/survey/survey-options';
import { type DraftPhotoStore, indexedDbPhotoStore } from './draft-photo-store';
import type { SurveyFormValues } from './survey-form-values';

// This module is read by the survey's landing page, to open a kept draft at once: it names the
// answers from the field lists, not from the schema, so the landing does not load yup.

/** The answers of an unfinished survey and the step she was on. */
export interface SurveyDraft {
  step: number;
  /** The answers kept; the survey's blank answers stand for the others. */
  answers: Partial<SurveyFormValues>;
}

/** The part of localStorage the drafts use. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SurveyDraftStoreOptions {
  /** A getter, because reading window.localStorage itself throws where storage is blocked. */
  storage: () => DraftStorage | null | undefined;
  photos: DraftPhotoStore;
  now?: () => number;
}

const draftVersion = 1;
// A draft left this long is someone else's afternoon on a shared tablet, not hers to resume.
const maxDraftAgeMs = 30 * 24 * 60 * 60 * 1000;

export const surveyDraftKey = (slug: string) => `surveyDraft:${slug}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A stored draft read back, or null when there is none or it cannot be trusted (not JSON, another
 * version, too old). Only the survey's own fields are taken, each only with the type the form uses.
 */
export function parseSurveyDraft(text: string | null, now: number): SurveyDraft | null {
  if (!text) return null;
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(record) || record.version !== draftVersion || !isRecord(record.answers)) return null;
  if (typeof record.savedAt !== 'number' || !(now - record.savedAt <= maxDraftAgeMs)) return null;
  const saved = record.answers;
  const answers: Record<string, unknown> = {};
  for (const field of surveyTextFields) {
    if (field !== 'boutiqueName' && typeof saved[field] === 'string') answers[field] = saved[field];
  }
  for (const field of surveyListFields) if (isTextList(saved[field])) answers[field] = saved[field];
  for (const field of surveyFlagFields) if (typeof saved[field] === 'boolean') answers[field] = saved[field];
  const step =
    typeof record.step === 'number' && Number.isInteger(record.step)
      ? Math.min(surveyStepCount, Math.max(1, record.step))
      : 1;
  return { step, answers: answers as Partial<SurveyFormValues> };
}

/**
 * The bride's unfinished survey, kept on her device per boutique slug: the answers and step in
 * localStorage (read at once, so the form opens filled in), the photos in IndexedDB. Storage that
 * is blocked, full or holds something unreadable never breaks the survey: the draft is then
 * simply not kept, or ignored and removed.
 */
export function createSurveyDraftStore({ storage, photos, now = Date.now }: SurveyDraftStoreOptions) {
  function local(): DraftStorage | null {
    try {
      return storage() ?? null;
    } catch {
      return null;
    }
  }

  function removeAnswers(slug: string) {
    try {
      local()?.removeItem(surveyDraftKey(slug));
    } catch {
      // Nothing to remove where storage is blocked.
    }
  }

  async function removePhotos(slug: string) {
    try {
      await photos.remove(slug);
    } catch {
      // Without IndexedDB no photos were kept.
    }
  }

  const store = {
    /** Her draft's answers and step, or null. An unreadable draft is removed, photos and all. */
    readAnswers(slug: string): SurveyDraft | null {
      let text: string | null;
      try {
        text = local()?.getItem(surveyDraftKey(slug)) ?? null;
      } catch {
        return null;
      }
      const draft = parseSurveyDraft(text, now());
      if (!draft && text !== null) void store.clear(slug);
      return draft;
    },

    has(slug: string): boolean {
      return store.readAnswers(slug) !== null;
    },

    /** False when the answers could not be kept (storage full or blocked); the survey goes on. */
    writeAnswers(slug: string, draft: SurveyDraft): boolean {
      try {
        const record = { version: draftVersion, savedAt: now(), step: draft.step, answers: draft.answers };
        const target = local();
        if (!target) return false;
        target.setItem(surveyDraftKey(slug), JSON.stringify(record));
        return true;
      } catch {
        return false;
      }
    },

    /** Her draft's photos, or none when they cannot be read. */
    async readPhotos(slug: string): Promise<File[]> {
      try {
        return await photos.read(slug);
      } catch {
        return [];
      }
    },

    /** False when the photos could not be kept; older kept photos are then removed, not shown later. */
    async writePhotos(slug: string, files: readonly File[]): Promise<boolean> {
      try {
        if (files.length === 0) await photos.remove(slug);
        else await photos.write(slug, files);
        return true;
      } catch {
        await removePhotos(slug);
        return false;
      }
    },

    /** Forgets the draft of this boutique's survey; other boutiques' drafts stay. */
    async clear(slug: string): Promise<void> {
      removeAnswers(slug);
      await removePhotos(slug);
    },
  };
  return store;
}

export type SurveyDraftStore = ReturnType<typeof createSurveyDraftStore>;

/** The browser's draft store. */
export const surveyDraftStore = createSurveyDraftStore({
  storage: () => window.localStorage,
  photos: indexedDbPhotoStore,
});
