-- Brides and their answers and photos, the analysis checkpoints, notifications, inventories.

CREATE TABLE brides (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  name text NOT NULL,
  wedding_date date,
  wedding_venue text NOT NULL DEFAULT '',
  wedding_location text NOT NULL DEFAULT '',
  -- Every answer as validated by the shared survey schema.
  answers jsonb NOT NULL,
  status text NOT NULL DEFAULT 'analyzing' CHECK (status IN ('analyzing', 'ready')),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  -- When the analysis was last handed to the queue (housekeeping re-enqueues stale ones).
  enqueued_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX brides_boutique_submitted ON brides (boutique_id, submitted_at DESC);
CREATE INDEX brides_analyzing ON brides (enqueued_at) WHERE status = 'analyzing';

CREATE TABLE bride_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  position integer NOT NULL,
  storage_key text NOT NULL,
  thumbnail_key text NOT NULL,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  -- Colour, brightness and orientation measured at upload, for the built-in analyst.
  facts jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bride_id, position)
);

CREATE TABLE analysis_steps (
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('venue', 'style', 'strategy', 'inventory', 'top-sellers')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  result jsonb,
  -- Who produced it: 'local', 'openai', or 'local-fallback' after the model kept failing.
  provider text,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bride_id, step)
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid REFERENCES brides (id) ON DELETE CASCADE,
  kind text NOT NULL,
  message text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_boutique_unread ON notifications (boutique_id, created_at DESC) WHERE read_at IS NULL;
CREATE UNIQUE INDEX notifications_one_ready_per_bride ON notifications (bride_id) WHERE kind = 'bride-ready';

CREATE TABLE inventories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  dress_count integer NOT NULL,
  skipped_rows jsonb NOT NULL DEFAULT '[]',
  is_current boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX inventories_one_current ON inventories (boutique_id) WHERE is_current;

CREATE TABLE dresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  inventory_id uuid NOT NULL REFERENCES inventories (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  style_number text NOT NULL DEFAULT '',
  designer text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  price numeric(10, 2),
  silhouette text,
  neckline text,
  fabric text,
  colour text,
  sleeves text,
  train text,
  sizes text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  styles text[] NOT NULL DEFAULT '{}',
  description text NOT NULL DEFAULT '',
  is_top_seller boolean NOT NULL DEFAULT false
);
CREATE INDEX dresses_inventory ON dresses (inventory_id);

CREATE TABLE ai_usage (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  provider text NOT NULL,
  model text NOT NULL,
  step text NOT NULL,
  prompt_tokens integer NOT NULL DEFAULT 0,
  completion_tokens integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_usage_boutique ON ai_usage (boutique_id, created_at);
