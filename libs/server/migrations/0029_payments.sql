-- Payments (DESIGN.md section 14, issue 33): the boutique's own Stripe account, the card or deposit
-- a bride leaves at booking, the provider's webhook events applied once, and every money movement.

-- The boutique's connected account: its keys encrypted at rest (AES-256-GCM, PAYMENTS_ENCRYPTION_KEY),
-- and its no-show policy. No row: payments off, booking as before.
CREATE TABLE boutique_payment_settings (
  boutique_id integer PRIMARY KEY REFERENCES boutiques (id) ON DELETE CASCADE,
  provider text NOT NULL DEFAULT 'stripe' CHECK (provider IN ('stripe')),
  -- 'v1:' iv, tag and ciphertext in base64url; NULL: not connected.
  secret_key_encrypted text NULL,
  webhook_secret_encrypted text NULL,
  publishable_key text NOT NULL DEFAULT '',
  -- Shown to the owner so she can tell which key is kept, never the key itself.
  secret_key_hint text NOT NULL DEFAULT '',
  no_show_policy text NOT NULL DEFAULT '' CHECK (length(no_show_policy) <= 2000),
  no_show_fee_cents integer NOT NULL DEFAULT 0 CHECK (no_show_fee_cents BETWEEN 0 AND 10000000),
  -- Days after the appointment's start in which staff may still charge the fee.
  no_show_charge_days integer NOT NULL DEFAULT 7 CHECK (no_show_charge_days BETWEEN 1 AND 90),
  currency text NOT NULL DEFAULT 'usd' CHECK (currency ~ '^[a-z]{3}$'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A card or deposit asked of a bride at booking: her appointment is held until it comes or the
-- hold lapses (expires_at), when housekeeping cancels it.
CREATE TABLE appointment_payment_holds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL UNIQUE REFERENCES appointments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('card', 'deposit')),
  amount_cents integer NULL,
  currency text NOT NULL DEFAULT 'usd',
  -- The bride's return address carries this token; it names the hold and nothing else.
  return_token text NOT NULL UNIQUE,
  -- What she agreed to, word for word, and when.
  policy_text text NOT NULL,
  policy_agreed_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'held', 'released')),
  checkout_session_id text NULL UNIQUE,
  checkout_url text NULL,
  customer_id text NULL,
  payment_method_id text NULL,
  payment_intent_id text NULL,
  expires_at timestamptz NOT NULL,
  held_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_payment_holds_pending ON appointment_payment_holds (expires_at) WHERE status = 'pending';
CREATE INDEX appointment_payment_holds_boutique ON appointment_payment_holds (boutique_id);

-- Every provider event taken in, by its id: a replay finds it and changes nothing.
CREATE TABLE payment_provider_events (
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (boutique_id, event_id)
);

-- Every money movement: who, when, why, the provider's id and what came of it.
CREATE TABLE payment_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  appointment_id uuid NULL REFERENCES appointments (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('card_saved', 'deposit', 'no_show_fee', 'refund', 'deposit_applied')),
  amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  -- The provider's object (payment intent, setup intent, refund); '' when nothing was sent.
  provider_id text NOT NULL DEFAULT '',
  -- Why staff did it (their words), or what the provider said when it failed.
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  failure_message text NOT NULL DEFAULT '',
  -- NULL: the bride herself (at booking) or the provider's webhook.
  user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_ledger_appointment ON payment_ledger (boutique_id, appointment_id, created_at);
