-- Outgoing webhooks (DESIGN.md section 13): the owner's endpoints, the events the platform owes
-- them (an outbox written in the same transaction as the event), each endpoint's delivery of an
-- event and every attempt at it.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  event_types text[] NOT NULL CHECK (cardinality(event_types) > 0),
  -- 'whsec_' and base64: the receiver needs the very secret to check a signature, so it is kept
  -- as is (a hash could not sign).
  secret text NOT NULL,
  -- After a rotation the old secret signs too until it expires, so a receiver has time to switch.
  previous_secret text NULL,
  previous_secret_expires_at timestamptz NULL,
  -- Set when persistent failure switched it off (or the owner did); nothing is delivered meanwhile.
  disabled_at timestamptz NULL,
  disabled_reason text NOT NULL DEFAULT '' CHECK (disabled_reason IN ('', 'failing', 'owner')),
  -- Deliveries in a row that failed every attempt, and since when it has been failing.
  failed_deliveries integer NOT NULL DEFAULT 0,
  failing_since timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_boutique ON webhook_endpoints (boutique_id);

-- The payload is built when the event happens, so a later change never rewrites what was said.
CREATE TABLE webhook_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  type text NOT NULL,
  -- The exact JSON body every attempt posts (and signs), written once.
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- pending: to deliver at next_attempt_at (claimed_until set: an attempt is under way);
-- succeeded; failed: every attempt failed (or its endpoint went away).
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz NULL,
  -- A 'send again' of an earlier delivery of the same event.
  resent_from uuid NULL REFERENCES webhook_deliveries (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz NULL
);
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

CREATE TABLE webhook_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  -- NULL when no answer came (refused address, timeout, connection error).
  status_code integer NULL,
  -- The first 2 KB of the answer.
  response_body text NOT NULL DEFAULT '',
  duration_ms integer NOT NULL,
  error text NOT NULL DEFAULT ''
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempted_at);
