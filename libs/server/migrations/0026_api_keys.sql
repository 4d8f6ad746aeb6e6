-- The boutique owner's API keys (DESIGN.md section 13). The key itself is shown once and never
-- stored: only its SHA-256, found by its lookup prefix (the random characters after `bc_`), which
-- is public and unique. A revoked key keeps its row (the owner's list shows when it was revoked);
-- last_used_at is written at most once a minute per key.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  -- The owner who made it: a key acts as her, within her boutique.
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('read', 'read-write')),
  lookup text NOT NULL UNIQUE,
  key_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NULL,
  revoked_at timestamptz NULL
);
CREATE INDEX api_keys_boutique ON api_keys (boutique_id, created_at);
