-- Follow-ups for brides who did not buy (DESIGN.md section 10). A 'not_yet' or 'no_sale' outcome of
-- a bride who consented and left an e-mail plans one row per step; the worker drafts a step when it
-- falls due, a person (or, when the boutique turns it on, the worker) sends it through the mail
-- queue, and it stops at once when she books again, buys or unsubscribes.

-- When follow-ups go out (days after the appointment ended, at most two), the quiet hours in the
-- boutique's local time (from == to: none), a signature, automatic sending (off: a person clicks
-- Send), and what a 'keep shopping' answer names: how long a dress is held and the order lead time.
ALTER TABLE boutiques ADD COLUMN follow_up_days integer[] NOT NULL DEFAULT '{2,7}';
ALTER TABLE boutiques ADD COLUMN follow_up_quiet_from text NOT NULL DEFAULT '20:00';
ALTER TABLE boutiques ADD COLUMN follow_up_quiet_to text NOT NULL DEFAULT '09:00';
ALTER TABLE boutiques ADD COLUMN follow_up_signature text NOT NULL DEFAULT '';
ALTER TABLE boutiques ADD COLUMN follow_up_auto_send boolean NOT NULL DEFAULT false;
ALTER TABLE boutiques ADD COLUMN dress_hold_days integer NOT NULL DEFAULT 7 CHECK (dress_hold_days BETWEEN 0 AND 90);
ALTER TABLE boutiques ADD COLUMN order_lead_weeks integer NOT NULL DEFAULT 16 CHECK (order_lead_weeks BETWEEN 1 AND 52);

-- She opted out (the link in every follow-up): never written to again, whatever is queued.
ALTER TABLE brides ADD COLUMN unsubscribed_at timestamptz NULL;

CREATE TABLE follow_ups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  -- 1 or 2: at most two messages per appointment.
  step smallint NOT NULL CHECK (step IN (1, 2)),
  due_at timestamptz NOT NULL,
  -- scheduled: not due yet; drafted: due, waiting for a person; queued: on the mail queue;
  -- sent; skipped (by a person); stopped (she booked again, bought or unsubscribed).
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'drafted', 'queued', 'sent', 'skipped', 'stopped')),
  subject text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  text_message text NOT NULL DEFAULT '',
  -- Who wrote the draft: the built-in writer, the model, or the built-in writer because the model failed.
  writer text NULL CHECK (writer IN ('local', 'openai', 'local-fallback')),
  drafted_at timestamptz NULL,
  edited_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  edited_by_name text NOT NULL DEFAULT '',
  edited_at timestamptz NULL,
  -- Queued: when it goes (after the quiet hours), who clicked Send (none: sent automatically).
  send_at timestamptz NULL,
  queued_at timestamptz NULL,
  queued_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  queued_by_name text NOT NULL DEFAULT '',
  automatic boolean NOT NULL DEFAULT false,
  sent_at timestamptz NULL,
  sent_to text NOT NULL DEFAULT '',
  skipped_at timestamptz NULL,
  skipped_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  skipped_by_name text NOT NULL DEFAULT '',
  stopped_at timestamptz NULL,
  stopped_reason text NULL CHECK (stopped_reason IN ('booked_again', 'bought', 'unsubscribed')),
  -- The one-click unsubscribe link of the sent e-mail, stored hashed (the token exists only in it).
  unsubscribe_token_hash bytea NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (appointment_id, step)
);
CREATE INDEX follow_ups_scheduled_due ON follow_ups (due_at) WHERE status = 'scheduled';
CREATE INDEX follow_ups_boutique_status ON follow_ups (boutique_id, status, due_at);
CREATE INDEX follow_ups_bride ON follow_ups (bride_id, step);
CREATE INDEX follow_ups_boutique_sent ON follow_ups (boutique_id, sent_at) WHERE status = 'sent';
