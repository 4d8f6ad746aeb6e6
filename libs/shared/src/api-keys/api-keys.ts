import { type InferType, mixed, object, string } from 'yup';

/** What a key may do: `read` calls the API's GET routes, `read-write` its writes too. */
export const apiKeyScopes = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyNameMaxLength = 60;
/** Keys a boutique may hold at once (revoked ones do not count): enough for every integration. */
export const activeApiKeysMax = 20;

export const apiKeyMessages = {
  nameRequired: 'Give the key a name, so you know later what uses it.',
  nameTooLong: `Keep the name to ${apiKeyNameMaxLength} characters or fewer.`,
  scopeRequired: 'Choose what the key may do: read, or read and write.',
  ownerOnly: 'Only the boutique owner can manage API keys.',
  notFound: 'This API key was not found.',
  tooMany: `A boutique can hold ${activeApiKeysMax} API keys at once. Revoke one you no longer use first.`,
  /** 401: malformed, unknown or revoked; the caller learns no more than that. */
  invalidKey: 'This API key is not valid. It may have been revoked.',
  /** 403: a route that is not part of the API keys can call. */
  notForKeys: 'This endpoint cannot be called with an API key.',
  /** 403: a write with a read-only key. */
  readOnly: 'This API key can only read. Create a read-write key to make changes.',
  /** 400: a cookie session and a key on one request: which one acts is not guessed. */
  ambiguous: 'Send either a session cookie or an API key, not both.',
  shownOnce: 'Copy this key now. It will not be shown again.',
} as const;

/** POST /api/api-keys { name, scope } (the owner). */
export const createApiKeySchema = object({
  name: string().trim().required(apiKeyMessages.nameRequired).max(apiKeyNameMaxLength, apiKeyMessages.nameTooLong),
  scope: mixed<ApiKeyScope>()
    .oneOf([...apiKeyScopes], apiKeyMessages.scopeRequired)
    .required(apiKeyMessages.scopeRequired),
});
export type CreateApiKeyRequest = InferType<typeof createApiKeySchema>;

/** A key as the owner's list shows it: never its secret. */
export interface ApiKeyView {
  id: string;
  name: string;
  scope: ApiKeyScope;
  /** The key's first characters (`bc_` and its lookup prefix), to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ApiKeysResponse {
  /** The boutique's IANA time zone: the list's days and times are its own. */
  timeZone: string;
  keys: ApiKeyView[];
}

/** The answer to a creation: the whole key, this once. */
export interface CreatedApiKeyResponse {
  key: ApiKeyView;
  secret: string;
}
