import { isSurveySendKey } from '@bridal/shared/survey/survey-send-key';
import type { DraftStorage } from './survey-draft-store';

export const surveySendKeyName = (slug: string) => `surveySendKey:${slug}`;

/** A random UUID; crypto.randomUUID exists only on https and localhost, a phone on a LAN address has none. */
export function newSurveySendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SurveySendKeyStoreOptions {
  /** A getter, because reading window.localStorage itself throws where storage is blocked. */
  storage: () => DraftStorage | null | undefined;
  newKey?: () => string;
}

/**
 * The key each try of one boutique's survey is sent with, kept in localStorage beside her draft so
 * a reload sends it again with the same key; where storage is blocked it lives as long as the page.
 */
export function createSurveySendKeyStore({ storage, newKey = newSurveySendKey }: SurveySendKeyStoreOptions) {
  const inPage = new Map<string, string>();

  function local(): DraftStorage | null {
    try {
      return storage() ?? null;
    } catch {
      return null;
    }
  }

  function read(slug: string): string | null {
    try {
      return local()?.getItem(surveySendKeyName(slug)) ?? null;
    } catch {
      return null;
    }
  }

  const store = {
    /** The key kept for this survey, or a new one kept from now on. */
    current(slug: string): string {
      const kept = inPage.get(slug) ?? read(slug);
      if (kept !== null && isSurveySendKey(kept)) return kept;
      const key = newKey();
      inPage.set(slug, key);
      try {
        local()?.setItem(surveySendKeyName(slug), key);
      } catch {
        // Kept for this page only: its automatic tries and her "Try again" still share it.
      }
      return key;
    },

    /** Forgets the key: the survey was sent, or she started a new one. */
    forget(slug: string): void {
      inPage.delete(slug);
      try {
        local()?.removeItem(surveySendKeyName(slug));
      } catch {
        // Nothing kept where storage is blocked.
      }
    },
  };
  return store;
}

export type SurveySendKeyStore = ReturnType<typeof createSurveySendKeyStore>;

/** The browser's send keys. */
export const surveySendKeyStore = createSurveySendKeyStore({ storage: () => window.localStorage });
