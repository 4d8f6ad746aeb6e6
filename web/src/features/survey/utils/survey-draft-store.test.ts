import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { DraftPhotoStore } from './draft-photo-store';
import { createDraftKeeper, draftSaveDelayMs, isBlankDraft } from './survey-draft-keeper';
import { initialSurveyValues, type SurveyFormValues } from './survey-form-values';
import { createSurveyDraftStore, type DraftStorage, type SurveyDraft, surveyDraftKey } from './survey-draft-store';

const day = 24 * 60 * 60 * 1000;

class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

class MemoryPhotos implements DraftPhotoStore {
  readonly kept = new Map<string, File[]>();
  broken = false;
  async read(slug: string) {
    if (this.broken) throw new Error('IndexedDB is not available');
    return this.kept.get(slug) ?? [];
  }
  async write(slug: string, files: readonly File[]) {
    if (this.broken) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.kept.set(slug, [...files]);
  }
  async remove(slug: string) {
    if (this.broken) throw new Error('IndexedDB is not available');
    this.kept.delete(slug);
  }
}

function setUp(now = () => Date.UTC(2026, 10, 24, 20, 0)) {
  const storage = new MemoryStorage();
  const photos = new MemoryPhotos();
  const store = createSurveyDraftStore({ storage: () => storage, photos, now });
  return { storage, photos, store };
}

const ameliaAnswers: SurveyFormValues = {
  ...initialSurveyValues,
  name: 'Amelia',
  weddingDate: '2027-05-22',
  weddingLocation: 'Portland, ME',
  weddingVibes: ['garden'],
  shoppingParty: ['mom', 'custom:Aunt June'],
};
const amelia: SurveyDraft = { step: 5, answers: ameliaAnswers };
const lace = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'garden-lace.jpg', { type: 'image/jpeg' });

describe('a survey draft kept on her device', () => {
  it('comes back as she left it: answers, step and photos', async () => {
    const { store } = setUp();
    expect(store.has('ortiz-bridal')).toBe(false);
    expect(store.writeAnswers('ortiz-bridal', amelia)).toBe(true);
    expect(await store.writePhotos('ortiz-bridal', [lace])).toBe(true);

    expect(store.has('ortiz-bridal')).toBe(true);
    expect(store.readAnswers('ortiz-bridal')).toEqual(amelia);
    const [photo] = await store.readPhotos('ortiz-bridal');
    expect(photo?.name).toBe('garden-lace.jpg');
    expect(new Uint8Array(await photo!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('keeps her usual dress size with the other answers', () => {
    const { store } = setUp();
    store.writeAnswers('ortiz-bridal', { step: 11, answers: { ...ameliaAnswers, dressSize: 'UK 16' } });
    expect(store.readAnswers('ortiz-bridal')?.answers.dressSize).toBe('UK 16');
  });

  it('is kept per boutique: clearing one survey leaves the others', async () => {
    const { store, photos } = setUp();
    store.writeAnswers('ortiz-bridal', amelia);
    await store.writePhotos('ortiz-bridal', [lace]);
    store.writeAnswers('hollis-atelier', { step: 2, answers: { ...initialSurveyValues, name: 'Mia' } });
    await store.writePhotos('hollis-atelier', [lace]);

    await store.clear('ortiz-bridal');
    expect(store.readAnswers('ortiz-bridal')).toBeNull();
    expect(await store.readPhotos('ortiz-bridal')).toEqual([]);
    expect(store.readAnswers('hollis-atelier')?.answers.name).toBe('Mia');
    expect(photos.kept.get('hollis-atelier')).toHaveLength(1);
  });

  it('forgets the photos she removed, all of them too', async () => {
    const { store, photos } = setUp();
    await store.writePhotos('ortiz-bridal', [lace, lace]);
    await store.writePhotos('ortiz-bridal', [lace]);
    expect(await store.readPhotos('ortiz-bridal')).toHaveLength(1);
    await store.writePhotos('ortiz-bridal', []);
    expect(photos.kept.has('ortiz-bridal')).toBe(false);
  });

  it('ignores and removes a draft that is not JSON, photos included', async () => {
    const { store, storage, photos } = setUp();
    for (const corrupt of ['{"version":1,"answers":', 'null', '[]', '"Amelia"', '{"version":1}']) {
      storage.items.set(surveyDraftKey('ortiz-bridal'), corrupt);
      photos.kept.set('ortiz-bridal', [lace]);
      expect([corrupt, store.readAnswers('ortiz-bridal')]).toEqual([corrupt, null]);
      await Promise.resolve();
      expect(storage.items.has(surveyDraftKey('ortiz-bridal'))).toBe(false);
      expect(photos.kept.has('ortiz-bridal')).toBe(false);
    }
  });

  it('takes only the fields of the survey, each with the type the form uses', () => {
    const { store, storage } = setUp();
    const saved = {
      version: 1,
      savedAt: Date.UTC(2026, 10, 24, 19, 0),
      step: 99,
      answers: {
        name: 'Amelia',
        weddingDate: 20270522,
        weddingVibes: ['garden', 7],
        shoppingParty: 'mom',
        currentFeeling: ['nervous'],
        weddingDateConfirmed: true,
        isAdmin: true,
      },
    };
    storage.items.set(surveyDraftKey('ortiz-bridal'), JSON.stringify(saved));
    expect(store.readAnswers('ortiz-bridal')).toEqual({
      step: 11,
      answers: { name: 'Amelia', currentFeeling: ['nervous'], weddingDateConfirmed: true },
    });
    storage.items.set(
      surveyDraftKey('ortiz-bridal'),
      JSON.stringify({ ...saved, answers: { name: true, weddingDateConfirmed: 'yes' } }),
    );
    expect(store.readAnswers('ortiz-bridal')?.answers).toEqual({});
    storage.items.set(surveyDraftKey('ortiz-bridal'), JSON.stringify({ ...saved, step: 'three' }));
    expect(store.readAnswers('ortiz-bridal')?.step).toBe(1);
  });

  it('ignores a draft of another version or one left for more than 30 days', () => {
    let now = Date.UTC(2026, 10, 24);
    const { store, storage } = setUp(() => now);
    store.writeAnswers('ortiz-bridal', amelia);
    const written = storage.items.get(surveyDraftKey('ortiz-bridal'))!;
    storage.items.set(surveyDraftKey('ortiz-bridal'), written.replace('"version":1', '"version":2'));
    expect(store.readAnswers('ortiz-bridal')).toBeNull();

    store.writeAnswers('ortiz-bridal', amelia);
    now += 29 * day;
    expect(store.readAnswers('ortiz-bridal')).toEqual(amelia);
    now += 2 * day;
    expect(store.readAnswers('ortiz-bridal')).toBeNull();
  });

  it('lets the survey go on when storage is full, blocked or missing', async () => {
    const { store, storage, photos } = setUp();
    store.writeAnswers('ortiz-bridal', amelia);
    storage.full = true;
    expect(store.writeAnswers('ortiz-bridal', { ...amelia, step: 6 })).toBe(false);
    expect(store.readAnswers('ortiz-bridal')).toEqual(amelia);

    await store.writePhotos('ortiz-bridal', [lace]);
    photos.broken = true;
    expect(await store.writePhotos('ortiz-bridal', [lace, lace])).toBe(false);
    expect(await store.readPhotos('ortiz-bridal')).toEqual([]);
    await expect(store.clear('ortiz-bridal')).resolves.toBeUndefined();

    const blocked = createSurveyDraftStore({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      photos,
    });
    expect(blocked.readAnswers('ortiz-bridal')).toBeNull();
    expect(blocked.has('ortiz-bridal')).toBe(false);
    expect(blocked.writeAnswers('ortiz-bridal', amelia)).toBe(false);
    await expect(blocked.clear('ortiz-bridal')).resolves.toBeUndefined();

    const none = createSurveyDraftStore({ storage: () => undefined, photos });
    expect(none.writeAnswers('ortiz-bridal', amelia)).toBe(false);
    expect(none.readAnswers('ortiz-bridal')).toBeNull();
  });
});

describe('the draft kept as she answers', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const flushPromises = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('saves a moment after she stops typing, and at once when she leaves the page', () => {
    const { store } = setUp();
    const keeper = createDraftKeeper(store, 'ortiz-bridal', false);
    keeper.changed({ step: 1, values: { ...initialSurveyValues, name: 'Ame' }, files: [] });
    keeper.changed({ step: 1, values: { ...initialSurveyValues, name: 'Amelia' }, files: [] });
    expect(store.readAnswers('ortiz-bridal')).toBeNull();
    jest.advanceTimersByTime(draftSaveDelayMs);
    expect(store.readAnswers('ortiz-bridal')?.answers.name).toBe('Amelia');

    keeper.changed({ step: 2, values: { ...initialSurveyValues, name: 'Amelia' }, files: [] });
    keeper.flush();
    expect(store.readAnswers('ortiz-bridal')?.step).toBe(2);
  });

  it('keeps nothing for a survey opened and left blank, and forgets one emptied again', async () => {
    const { store, storage } = setUp();
    const keeper = createDraftKeeper(store, 'ortiz-bridal', false);
    keeper.changed({ step: 1, values: initialSurveyValues, files: [] });
    keeper.flush();
    expect(storage.items.size).toBe(0);
    keeper.changed({ step: 1, values: { ...initialSurveyValues, name: 'A' }, files: [] });
    keeper.flush();
    expect(store.has('ortiz-bridal')).toBe(true);
    keeper.changed({ step: 1, values: initialSurveyValues, files: [] });
    keeper.flush();
    await flushPromises();
    expect(store.has('ortiz-bridal')).toBe(false);
  });

  it('reads her photos back before it saves any photo list over them', async () => {
    const { store, photos } = setUp();
    store.writeAnswers('ortiz-bridal', amelia);
    await store.writePhotos('ortiz-bridal', [lace]);
    const keeper = createDraftKeeper(store, 'ortiz-bridal', true);
    keeper.photosChanged([]);
    keeper.changed({ step: 5, values: ameliaAnswers, files: [] });
    keeper.flush();
    await flushPromises();
    expect(photos.kept.get('ortiz-bridal')).toEqual([lace]);
    expect(store.has('ortiz-bridal')).toBe(true);

    const kept = await keeper.readPhotos();
    expect(kept).toEqual([lace]);
    keeper.photosChanged(kept);
    const blush = new File([new Uint8Array([1])], 'blush.png', { type: 'image/png' });
    keeper.photosChanged([...kept, blush]);
    await flushPromises();
    expect(photos.kept.get('ortiz-bridal')).toEqual([lace, blush]);
  });

  it('saves nothing more once the survey is sent, even a change still waiting', async () => {
    const { store, storage, photos } = setUp();
    const keeper = createDraftKeeper(store, 'ortiz-bridal', false);
    keeper.changed({ step: 11, values: ameliaAnswers, files: [lace] });
    keeper.photosChanged([lace]);
    keeper.flush();
    keeper.changed({ step: 11, values: { ...ameliaAnswers, additionalNotes: 'Typed while sending' }, files: [lace] });
    await keeper.discard();
    jest.advanceTimersByTime(draftSaveDelayMs);
    keeper.flush();
    keeper.photosChanged([]);
    await flushPromises();
    expect(storage.items.size).toBe(0);
    expect(photos.kept.size).toBe(0);
  });

  it('starts over empty and keeps what she answers next', async () => {
    const { store, photos } = setUp();
    const keeper = createDraftKeeper(store, 'ortiz-bridal', false);
    keeper.changed({ step: 5, values: ameliaAnswers, files: [lace] });
    keeper.photosChanged([lace]);
    keeper.flush();
    await keeper.clear();
    expect(store.has('ortiz-bridal')).toBe(false);
    expect(photos.kept.size).toBe(0);
    keeper.changed({ step: 1, values: { ...initialSurveyValues, name: 'Camille' }, files: [] });
    keeper.flush();
    expect(store.readAnswers('ortiz-bridal')?.answers.name).toBe('Camille');
  });

  it('does not bring back photos of a draft she cleared while they were being read', async () => {
    const { store } = setUp();
    store.writeAnswers('ortiz-bridal', amelia);
    await store.writePhotos('ortiz-bridal', [lace]);
    const keeper = createDraftKeeper(store, 'ortiz-bridal', true);
    const reading = keeper.readPhotos();
    await keeper.clear();
    expect(await reading).toEqual([]);
  });

  it('is blank only on the first step with no answer and no photo', () => {
    const blank = { step: 1, answers: initialSurveyValues };
    expect(isBlankDraft(blank, 0)).toBe(true);
    expect(isBlankDraft(blank, 1)).toBe(false);
    expect(isBlankDraft({ ...blank, step: 2 }, 0)).toBe(false);
    expect(isBlankDraft({ ...blank, answers: { ...initialSurveyValues, name: 'A' } }, 0)).toBe(false);
    expect(isBlankDraft({ ...blank, answers: { ...initialSurveyValues, weddingVibes: ['garden'] } }, 0)).toBe(false);
  });
});
