import { ApiError } from './api-client';

/** The `title` an error body carries beside its `error` (e.g. 'Consultant Limit Reached'). */
export function serverErrorTitle(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed = JSON.parse(error.body) as { title?: unknown };
    return typeof parsed.title === 'string' && parsed.title.trim() ? parsed.title : undefined;
  } catch {
    return undefined;
  }
}

/** The server's own words for a failure, when it sent any. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The HTTP status of a failed call, or 'network error' when none came back. */
export function failureStatus(error: unknown): string {
  return error instanceof ApiError ? String(error.status) : 'network error';
}

/** The per-field messages of an API 400 (`fields`), or none. */
export function serverFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { fields?: unknown };
    return parsed.fields && typeof parsed.fields === 'object' ? (parsed.fields as Record<string, string>) : {};
  } catch {
    return {};
  }
}
