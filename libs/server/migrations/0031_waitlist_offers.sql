-- The waitlist's offers (DESIGN.md section 14, issue 33): a freed place offered to a waiting bride,
-- in order of joining, by a single-use link that holds it for the boutique's set time.

-- How long an offer holds its place before it goes to the next bride.
ALTER TABLE boutiques ADD COLUMN waitlist_hold_minutes integer NOT NULL DEFAULT 120
  CHECK (waitlist_hold_minutes BETWEEN 15 AND 1440);

CREATE TABLE waitlist_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  entry_id uuid NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480),
  -- live: holds its place until expires_at; accepted (appointment_id); lapsed (unanswered in time,
  -- or the day passed); withdrawn (staff took her off the list).
  status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'accepted', 'lapsed', 'withdrawn')),
  expires_at timestamptz NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  appointment_id uuid NULL REFERENCES appointments (id) ON DELETE SET NULL,
  -- The offer's e-mail, an outbox row of its own: the plain token is kept only while it is pending.
  mail_status text NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'sent', 'skipped', 'failed')),
  mail_token text NULL,
  mail_attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The holds free slots count, by boutique and time.
CREATE INDEX waitlist_offers_live ON waitlist_offers (boutique_id, starts_at) WHERE status = 'live';
CREATE INDEX waitlist_offers_expiring ON waitlist_offers (expires_at) WHERE status = 'live';
CREATE INDEX waitlist_offers_entry ON waitlist_offers (entry_id);
CREATE INDEX waitlist_offers_mail_pending ON waitlist_offers (created_at) WHERE mail_status = 'pending';
