-- Text messages (DESIGN.md section 14, issue 33 item 3): the boutique's own Twilio account, the
-- bride's consent per number, the outbox of texts about her appointment (the sibling of
-- appointment_mails), and the inbound messages already answered.

-- A boutique turns texts on with its own account. The auth token is stored sealed (AES-256-GCM,
-- SMS_ENCRYPTION_KEY); it is never sent back to a browser.
CREATE TABLE boutique_sms_settings (
  boutique_id integer PRIMARY KEY REFERENCES boutiques (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  account_sid text NOT NULL CHECK (account_sid ~ '^AC[0-9a-fA-F]{32}$'),
  auth_token_sealed text NOT NULL,
  from_number text NOT NULL CHECK (from_number ~ '^\+[1-9][0-9]{7,14}$'),
  -- Hours before the start each reminder is due (48 and 24 unless the boutique says otherwise).
  reminder_hours integer[] NOT NULL DEFAULT '{48,24}',
  -- No text goes between these local times (the boutique's zone); a text due then waits until the end.
  quiet_start time NOT NULL DEFAULT '21:00',
  quiet_end time NOT NULL DEFAULT '09:00',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The bride said yes to texts at this number, with these words; STOP opts the number out at once.
CREATE TABLE sms_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  wording text NOT NULL,
  consented_at timestamptz NOT NULL,
  opted_out_at timestamptz NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sms_consents_bride ON sms_consents (bride_id);
CREATE INDEX sms_consents_phone ON sms_consents (boutique_id, phone);

CREATE TABLE appointment_texts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('booked', 'reminder')),
  -- When it may go (quiet hours already applied).
  due_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'superseded', 'skipped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz NULL,
  -- As appointment_mails: the manage link made at the first try, plain only while pending.
  link_token text NULL,
  link_id uuid NULL REFERENCES appointment_links (id) ON DELETE SET NULL,
  sent_at timestamptz NULL,
  sent_to text NOT NULL DEFAULT '',
  provider_id text NOT NULL DEFAULT '',
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_texts_pending_due ON appointment_texts (due_at) WHERE status = 'pending';
CREATE INDEX appointment_texts_appointment ON appointment_texts (appointment_id);

-- Inbound messages answered, by the provider's id: a webhook Twilio retries is answered, not applied twice.
CREATE TABLE sms_inbound_messages (
  provider_id text PRIMARY KEY,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  from_number text NOT NULL,
  action text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
