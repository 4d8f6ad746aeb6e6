import { useEffect, useState } from 'react';

/**
 * The longest wait of one timer: a timer set for days fires late after the laptop slept, and
 * browsers cap a delay at about 24.8 days. The clock is read again at least this often.
 */
const longestWaitMs = 60 * 60 * 1000;

/** The first of the instants still to come after `now` (ms), or null when all have passed. */
export function nextBoundary(instants: readonly string[], now: number): number | null {
  let next: number | null = null;
  for (const instant of instants) {
    const at = Date.parse(instant);
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/**
 * The current time (ms), read again the moment each of the instants passes (a timer to the next
 * one, never a reload) and when the tab comes back into view. What depends on them ('No-show' once
 * an appointment has begun) follows the clock on a page left open. The setter reads it again now.
 */
export function useNowPast(instants: readonly string[]): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  const next = nextBoundary(instants, now);

  useEffect(() => {
    if (next === null) return;
    const wait = Math.min(Math.max(next - Date.now(), 0) + 1, longestWaitMs);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [next, now]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return [now, () => setNow(Date.now())];
}
