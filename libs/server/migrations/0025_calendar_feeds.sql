-- Private calendar feeds (DESIGN.md section 13): an iCalendar subscription link per consultant and
-- one for the whole boutique. The link's token is the credential (calendar apps send no cookies),
-- so it is stored only as its SHA-256, beside a short random prefix that finds the row; the token
-- itself is shown once, when the link is made. Making a new link replaces the row, so the old link
-- stops answering at once; revoking deletes it. A consultant's link goes with her account.
CREATE TABLE calendar_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  -- NULL: the boutique's feed (every consultant's appointments); else hers.
  consultant_id uuid NULL REFERENCES users (id) ON DELETE CASCADE,
  token_prefix text NOT NULL UNIQUE,
  token_hash bytea NOT NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_fetched_at timestamptz NULL
);
-- One live link per consultant, and one for the boutique.
CREATE UNIQUE INDEX calendar_feeds_one_per_owner ON calendar_feeds (boutique_id, consultant_id) NULLS NOT DISTINCT;
CREATE INDEX calendar_feeds_consultant ON calendar_feeds (consultant_id) WHERE consultant_id IS NOT NULL;

-- A feed lists the last appointment of each chain of moves: finding "has it been moved on" fast.
CREATE INDEX appointments_rebooked_from ON appointments (rebooked_from) WHERE rebooked_from IS NOT NULL;

-- The calendar event an appointment belongs to: moves chain appointments (rebooked_from), the
-- first one's id names the event and each move raises its revision, so the bride's e-mailed .ics
-- and the staff's feeds keep one event that follows the changes.
CREATE FUNCTION appointment_event_root(appointment uuid, OUT root_id uuid, OUT moves integer)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE chain AS (
    SELECT id, rebooked_from, 0 AS moves FROM appointments WHERE id = appointment
    UNION ALL
    SELECT a.id, a.rebooked_from, c.moves + 1 FROM appointments a JOIN chain c ON a.id = c.rebooked_from
    WHERE c.moves < 100
  )
  SELECT id, moves FROM chain ORDER BY moves DESC LIMIT 1
$$;
