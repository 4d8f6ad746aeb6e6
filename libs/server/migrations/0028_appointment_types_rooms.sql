-- Booking that holds its own (DESIGN.md section 14, issue 33): the boutique's fitting rooms and
-- appointment types, what an appointment takes of them, and the few facts about an appointment
-- that payments, texts, the waitlist and the reports share. Each of those features keeps its own
-- tables in its own migration; these are the columns they meet on.

-- The boutique's named fitting rooms. None: today's behaviour, `appointment_capacity` places.
CREATE TABLE fitting_rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  position integer NOT NULL DEFAULT 0,
  -- A room taken out of use keeps its past appointments; it hosts no new one.
  archived_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX fitting_rooms_name ON fitting_rooms (boutique_id, lower(btrim(name))) WHERE archived_at IS NULL;
CREATE INDEX fitting_rooms_boutique ON fitting_rooms (boutique_id, position);

-- The boutique's appointment types. None: one type, the boutique's appointment length, no buffer.
CREATE TABLE appointment_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480),
  -- Time the room needs after it (tidying, re-hanging): the room is taken for length + buffer.
  buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240),
  -- The most people who come with the bride (the bride not counted).
  max_party integer NOT NULL DEFAULT 4 CHECK (max_party BETWEEN 0 AND 30),
  -- What the bride leaves at booking: nothing, a card on file (for the no-show fee), or a deposit.
  payment_requirement text NOT NULL DEFAULT 'none' CHECK (payment_requirement IN ('none', 'card', 'deposit')),
  deposit_cents integer NULL CHECK (deposit_cents BETWEEN 100 AND 10000000),
  -- Offered on the bride's booking link (staff can book every type).
  bookable_online boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  archived_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (payment_requirement <> 'deposit' OR deposit_cents IS NOT NULL)
);
CREATE UNIQUE INDEX appointment_types_name ON appointment_types (boutique_id, lower(btrim(name))) WHERE archived_at IS NULL;
CREATE INDEX appointment_types_boutique ON appointment_types (boutique_id, position);

-- Which rooms can host a type. A type with no row here can be hosted by every room.
CREATE TABLE appointment_type_rooms (
  appointment_type_id uuid NOT NULL REFERENCES appointment_types (id) ON DELETE CASCADE,
  fitting_room_id uuid NOT NULL REFERENCES fitting_rooms (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  PRIMARY KEY (appointment_type_id, fitting_room_id)
);
CREATE INDEX appointment_type_rooms_boutique ON appointment_type_rooms (boutique_id);

-- What an appointment takes: its type (NULL: the boutique had none), its room (NULL: no rooms
-- named), the buffer after it (copied at booking, as duration_minutes is), who comes with her.
ALTER TABLE appointments ADD COLUMN appointment_type_id uuid NULL REFERENCES appointment_types (id) ON DELETE SET NULL;
ALTER TABLE appointments ADD COLUMN fitting_room_id uuid NULL REFERENCES fitting_rooms (id) ON DELETE SET NULL;
ALTER TABLE appointments ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240);
ALTER TABLE appointments ADD COLUMN party_size integer NULL CHECK (party_size BETWEEN 0 AND 30);
CREATE INDEX appointments_room_starts ON appointments (fitting_room_id, starts_at) WHERE fitting_room_id IS NOT NULL;

-- What the reports read (each feature sets its own): a card or deposit held for this appointment,
-- when the bride was first reminded, and when and how she confirmed.
ALTER TABLE appointments ADD COLUMN payment_hold text NULL CHECK (payment_hold IN ('card', 'deposit'));
ALTER TABLE appointments ADD COLUMN reminded_at timestamptz NULL;
ALTER TABLE appointments ADD COLUMN confirmed_at timestamptz NULL;
ALTER TABLE appointments ADD COLUMN confirmed_via text NULL CHECK (confirmed_via IN ('sms', 'email', 'staff'));

-- How long before the start a bride may still move or cancel with her own link (0: until it starts).
-- Staff can always override.
ALTER TABLE boutiques ADD COLUMN change_cutoff_hours integer NOT NULL DEFAULT 0 CHECK (change_cutoff_hours BETWEEN 0 AND 336);

-- A bride waiting for a full day: per boutique, local day and type (NULL: any), in order of joining.
-- Offers (the single-use links that hold a freed slot) live in the waitlist's own migration.
CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  local_date date NOT NULL,
  appointment_type_id uuid NULL REFERENCES appointment_types (id) ON DELETE SET NULL,
  party_size integer NULL CHECK (party_size BETWEEN 0 AND 30),
  -- waiting; offered (a live offer holds a slot for her); booked (she took one: booked_appointment_id);
  -- left (she or staff took her off); lapsed (the day passed).
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked', 'left', 'lapsed')),
  booked_appointment_id uuid NULL REFERENCES appointments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX waitlist_entries_one_per_day ON waitlist_entries (bride_id, local_date)
  WHERE status IN ('waiting', 'offered');
CREATE INDEX waitlist_entries_day ON waitlist_entries (boutique_id, local_date, created_at);
