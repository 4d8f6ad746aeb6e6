/**
 * Brides keep arriving while a drill breaks things: surveys posted at a steady rate, as the web
 * form sends them, each recorded with when it was sent and what the API answered.
 */
import { noisyJpeg } from '../make-images';
import { surveyForm } from '../survey-form';
import { delay } from '../wait';

export interface Submission {
  index: number;
  /** Epoch ms when it was sent and when the API answered (or the call failed). */
  sentAt: number;
  answeredAt: number;
  /** Set when the API answered 201 with her id. */
  brideId?: string;
  /** The status or the failure, when it did not. */
  error?: string;
}

export interface SurveyLoadOptions {
  baseUrl: string;
  /** Names the brides, so a drill's brides are told apart in the database. */
  label: string;
  ratePerSecond: number;
  /** One survey in this many carries an inspiration photo (0: none do). */
  photoEvery: number;
  /** A survey due while this many are unanswered waits for one to answer. */
  maxInFlight?: number;
  timeoutMs?: number;
}

export interface SurveyLoad {
  /** Stops sending; answers every submission once the ones in flight have answered. */
  stop(): Promise<Submission[]>;
  /** What has answered so far. */
  answered(): readonly Submission[];
}

export async function postDrillSurvey(
  baseUrl: string,
  form: FormData,
  timeoutMs: number,
): Promise<{ brideId?: string; error?: string }> {
  try {
    const response = await fetch(`${baseUrl}/api/surveys`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    if (response.status !== 201) return { error: `${response.status} ${body.slice(0, 120)}` };
    const { brideId } = JSON.parse(body) as { brideId?: unknown };
    return typeof brideId === 'string' ? { brideId } : { error: `201 without a brideId: ${body.slice(0, 120)}` };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** Starts posting surveys at `ratePerSecond` until stopped. */
export async function startSurveyLoad(options: SurveyLoadOptions): Promise<SurveyLoad> {
  const { baseUrl, label, ratePerSecond, photoEvery, maxInFlight = 8, timeoutMs = 20_000 } = options;
  const photo = photoEvery > 0 ? new Blob([new Uint8Array(await noisyJpeg(40_000))], { type: 'image/jpeg' }) : null;
  const answered: Submission[] = [];
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();

  const send = (index: number) => {
    const sentAt = Date.now();
    const form = surveyForm(index, { label, photos: photo && index % photoEvery === 0 ? [photo] : [] });
    const call = postDrillSurvey(baseUrl, form, timeoutMs).then((outcome) => {
      answered.push({ index, sentAt, answeredAt: Date.now(), ...outcome });
    });
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
  };

  const loop = (async () => {
    const started = Date.now();
    for (let index = 0; !stopping.signal.aborted; index += 1) {
      const dueAt = started + (index * 1000) / ratePerSecond;
      await delay(Math.max(0, dueAt - Date.now()), stopping.signal);
      while (inFlight.size >= maxInFlight && !stopping.signal.aborted) await Promise.race(inFlight);
      if (stopping.signal.aborted) break;
      send(index);
    }
  })();

  return {
    answered: () => answered,
    async stop() {
      stopping.abort();
      await loop;
      await Promise.all(inFlight);
      return [...answered].sort((a, b) => a.index - b.index);
    },
  };
}
