-- The appointment (DESIGN.md section 9): the boutique's hours, the bride's bookings, what happened
-- in the fitting room and whether she said yes. Times are timestamptz (UTC); the boutique's IANA
-- time zone says how they are shown and where its days begin.

-- Boutique settings. opening_hours holds seven lists, Monday first (ISO weekday - 1), of
-- {"from":"HH:MM","to":"HH:MM"} ranges in the boutique's local time; an empty list is a closed day.
ALTER TABLE boutiques ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York';
ALTER TABLE boutiques ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '[
  [],
  [{"from": "10:00", "to": "18:00"}],
  [{"from": "10:00", "to": "18:00"}],
  [{"from": "10:00", "to": "18:00"}],
  [{"from": "10:00", "to": "19:00"}],
  [{"from": "09:00", "to": "17:00"}],
  [{"from": "11:00", "to": "16:00"}]
]'::jsonb;
ALTER TABLE boutiques ADD COLUMN appointment_minutes integer NOT NULL DEFAULT 90
  CHECK (appointment_minutes BETWEEN 15 AND 480);
-- How many appointments can run at once (fitting rooms).
ALTER TABLE boutiques ADD COLUMN appointment_capacity integer NOT NULL DEFAULT 2
  CHECK (appointment_capacity BETWEEN 1 AND 50);
-- Days the boutique is closed (holidays), as local dates.
ALTER TABLE boutiques ADD COLUMN closed_dates date[] NOT NULL DEFAULT '{}';

-- How a bride is reached for her appointment. Empty: not given. The consent is for follow-ups
-- (section 10) and is never assumed.
ALTER TABLE brides ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE brides ADD COLUMN phone text NOT NULL DEFAULT '';
ALTER TABLE brides ADD COLUMN follow_up_consent boolean NOT NULL DEFAULT false;
ALTER TABLE brides ADD COLUMN follow_up_consent_at timestamptz NULL;
-- A walk-in: booked by staff with her name only; her survey (sent by link) fills in the rest.
ALTER TABLE brides DROP CONSTRAINT brides_status_check;
ALTER TABLE brides ADD CONSTRAINT brides_status_check CHECK (status IN ('awaiting_survey', 'analyzing', 'ready'));

CREATE TABLE appointments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  consultant_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480),
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'completed', 'no_show', 'cancelled')),
  booked_by text NOT NULL CHECK (booked_by IN ('bride', 'staff')),
  booked_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  -- A move by the bride or staff cancels this one and books a new one that points back here.
  rebooked_from uuid NULL REFERENCES appointments (id) ON DELETE SET NULL,
  -- 'Start Consultation': the appointment mode opened; an outcome needs a start (or starts_at passed).
  started_at timestamptz NULL,
  ended_at timestamptz NULL,
  cancelled_at timestamptz NULL,
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointments_boutique_starts ON appointments (boutique_id, starts_at);
CREATE INDEX appointments_consultant_starts ON appointments (consultant_id, starts_at);
CREATE INDEX appointments_bride ON appointments (bride_id, starts_at);

-- The pull list in the fitting room, saved as she goes: one row per dress of her plan (or added).
CREATE TABLE appointment_dresses (
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  -- The inventory dress id of her plan's pick, or the dress's name when it has no id.
  dress_key text NOT NULL,
  dress_name text NOT NULL,
  pulled boolean NOT NULL DEFAULT false,
  tried_on boolean NOT NULL DEFAULT false,
  verdict text NULL CHECK (verdict IN ('loved', 'not_for_her')),
  reason text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (appointment_id, dress_key)
);

-- What came of a completed appointment: one per appointment.
CREATE TABLE appointment_outcomes (
  appointment_id uuid PRIMARY KEY REFERENCES appointments (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  -- Whose sale it is (the appointment's consultant when it was recorded).
  consultant_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  result text NOT NULL CHECK (result IN ('said_yes', 'not_yet', 'no_sale')),
  -- The dress she said yes to: an inventory dress (no foreign key: inventories are replaced) or typed.
  dress_id uuid NULL,
  dress_name text NOT NULL DEFAULT '',
  -- Whether that dress was on her pull list (her plan's picks or the appointment's checklist).
  dress_on_pull_list boolean NOT NULL DEFAULT false,
  sale_amount_cents integer NULL CHECK (sale_amount_cents BETWEEN 0 AND 10000000),
  reasons text[] NOT NULL DEFAULT '{}',
  other_reason text NOT NULL DEFAULT '',
  follow_up_on date NULL,
  notes text NOT NULL DEFAULT '',
  recorded_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_outcomes_boutique ON appointment_outcomes (boutique_id, recorded_at);

-- Every version of an outcome, with who and when.
CREATE TABLE appointment_outcome_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  changed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  changed_by_name text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now(),
  outcome jsonb NOT NULL
);
CREATE INDEX appointment_outcome_changes_appointment ON appointment_outcome_changes (appointment_id, changed_at);

-- The bride's own links: 'book' (after her survey, or sent to a walk-in) and 'manage' (move or
-- cancel one appointment). Stored hashed; single use: using one retires every link of its kind
-- for the same appointment (or bride, for 'book').
CREATE TABLE appointment_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  appointment_id uuid NULL REFERENCES appointments (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('book', 'manage')),
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_links_bride ON appointment_links (bride_id);
