import { describe, expect, it } from '@jest/globals';
import { isSurveySendKey } from '@bridal/shared/survey/survey-send-key';
import type { DraftPhotoStore } from './draft-photo-store';
import { createDraftKeeper } from './survey-draft-keeper';
import { createSurveyDraftStore, type DraftStorage } from './survey-draft-store';
import { createSurveySendKeyStore, newSurveySendKey, surveySendKeyName } from './survey-send-key-store';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const noPhotos: DraftPhotoStore = { read: async () => [], write: async () => undefined, remove: async () => undefined };

/** Her device: the same storage across page loads, a keeper per page load. */
function device() {
  const storage = memoryStorage();
  const drafts = createSurveyDraftStore({ storage: () => storage, photos: noPhotos });
  const sendKeys = createSurveySendKeyStore({ storage: () => storage });
  const open = (restored: boolean) => createDraftKeeper(drafts, 'rose-bridal', restored, sendKeys);
  return { storage, open };
}

describe("a survey's send key", () => {
  it('is made at her first send and kept for every try, across a reload of her draft', () => {
    const { storage, open } = device();
    const key = open(false).sendKey();
    expect(isSurveySendKey(key)).toBe(true);
    expect(storage.items.get(surveySendKeyName('rose-bridal'))).toBe(key);
    const keeper = open(true);
    expect(keeper.sendKey()).toBe(key);
    expect(keeper.sendKey()).toBe(key);
  });

  it('is forgotten once a send succeeds: her next survey has a key of its own', async () => {
    const { storage, open } = device();
    const keeper = open(false);
    const first = keeper.sendKey();
    await keeper.discard();
    expect(storage.items.has(surveySendKeyName('rose-bridal'))).toBe(false);
    expect(open(false).sendKey()).not.toBe(first);
  });

  it('is new after Start over, and for a survey opened without her draft', async () => {
    const { open } = device();
    const keeper = open(true);
    const first = keeper.sendKey();
    await keeper.clear();
    const afterStartOver = keeper.sendKey();
    expect(afterStartOver).not.toBe(first);
    expect(keeper.sendKey()).toBe(afterStartOver);
    // A key left without a draft (a draft too old, or dropped) is not this survey's.
    expect(open(false).sendKey()).not.toBe(afterStartOver);
  });

  it("is kept per boutique: one boutique's send leaves another's key alone", () => {
    const storage = memoryStorage();
    const sendKeys = createSurveySendKeyStore({ storage: () => storage });
    const here = sendKeys.current('rose-bridal');
    const there = sendKeys.current('ivy-gowns');
    sendKeys.forget('ivy-gowns');
    expect(there).not.toBe(here);
    expect(sendKeys.current('rose-bridal')).toBe(here);
  });

  it('lives as long as the page where storage is blocked, so its tries still share it', () => {
    const sendKeys = createSurveySendKeyStore({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const key = sendKeys.current('rose-bridal');
    expect(sendKeys.current('rose-bridal')).toBe(key);
    sendKeys.forget('rose-bridal');
    expect(sendKeys.current('rose-bridal')).not.toBe(key);
  });

  it('replaces a kept value that is not a key', () => {
    const storage = memoryStorage();
    storage.setItem(surveySendKeyName('rose-bridal'), 'tampered');
    const key = createSurveySendKeyStore({ storage: () => storage }).current('rose-bridal');
    expect(isSurveySendKey(key)).toBe(true);
  });

  it('is a version 4 UUID even where crypto.randomUUID is missing (a phone on a LAN address)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = [newSurveySendKey(), newSurveySendKey()];
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
