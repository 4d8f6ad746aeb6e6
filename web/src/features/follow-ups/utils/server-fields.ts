import { ApiError } from '../../../lib/api-client';

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
