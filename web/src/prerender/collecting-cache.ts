import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's SSR "compat" mode: each rule is kept in `cache.inserted` instead of being written as
 * a <style> beside the element that uses it. The rules then go to <head>, where the browser has
 * them before it lays out the body, and the markup is the same as the browser's first render
 * (which writes no <style> either), so hydration has nothing to trip on.
 */
export function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The CSS text of what `cache` collected (its rules, not emotion's markers). */
export function collectedRules(cache: EmotionCache): [id: string, rules: string][] {
  return Object.entries(cache.inserted).flatMap(([id, rules]) => {
    if (typeof rules !== 'string') return [];
    // Inside a <style> element, "</" could end it early.
    if (rules.includes('</')) throw new Error(`CSS rule ${id} would close its <style> tag`);
    return [[id, rules]];
  });
}
