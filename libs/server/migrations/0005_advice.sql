-- Every help and coaching request a consultant makes during an appointment, with the advice given.

CREATE TABLE advice_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  -- Kept when the consultant leaves: the advice stays with the bride.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('help', 'coaching')),
  -- The 'I Need Help' issue; coaching has none.
  problem text CHECK (problem IN ('dress-issues', 'body-image', 'difficult-guests', 'new-dress-recommendations', 'other')),
  details text NOT NULL DEFAULT '',
  advice text NOT NULL,
  -- 'local', 'openai', or 'local-fallback' when the model failed and the built-in advisor answered.
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'help') = (problem IS NOT NULL))
);
CREATE INDEX advice_requests_bride ON advice_requests (bride_id, created_at);
