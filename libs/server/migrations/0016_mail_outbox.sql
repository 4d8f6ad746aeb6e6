-- The bride's appointment e-mails (booked, moved, cancelled) and her reminder, as rows written in
-- the same transaction as the appointment change (issue 27): Redis only carries them, so a Redis
-- that is away or comes back empty loses nothing. The worker sends a row when it is due and
-- housekeeping sweeps the rows whose job was lost.
CREATE TABLE appointment_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('booked', 'moved', 'cancelled', 'reminder')),
  -- When it may go: at once for a change, 24 hours before the start for a reminder.
  due_at timestamptz NOT NULL,
  -- pending: to send (claimed_at set: a try began and may have reached her; the next one sends the
  -- same message); sent; superseded: a later change made it moot; skipped: nothing to send when it
  -- fell due (no address, no longer booked); failed: every try failed.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'superseded', 'skipped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz NULL,
  -- The link the e-mail carries (link_id), made at the first try so every try sends the same one
  -- and any copy that reached her works. Kept in plain only while the row is pending; erased when
  -- it is sent, and the link retired when the row ends unsent (failed, skipped, superseded).
  link_token text NULL,
  link_id uuid NULL REFERENCES appointment_links (id) ON DELETE SET NULL,
  sent_at timestamptz NULL,
  sent_to text NOT NULL DEFAULT '',
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_mails_pending_due ON appointment_mails (due_at) WHERE status = 'pending';
CREATE INDEX appointment_mails_appointment ON appointment_mails (appointment_id);

-- The reminders that lived only as delayed jobs in Redis become rows.
INSERT INTO appointment_mails (boutique_id, appointment_id, kind, due_at)
SELECT a.boutique_id, a.id, 'reminder', a.starts_at - interval '24 hours'
FROM appointments a JOIN brides b ON b.id = a.bride_id
WHERE a.status = 'booked' AND b.email <> '' AND a.starts_at - interval '24 hours' > now();

-- A follow-up's send is claimed (recorded) before the e-mail goes, with the unsubscribe link it
-- carries: a try cut short (the worker killed mid-send) is found by the next one, which sends the
-- same message (same Message-ID, same link) instead of a new one whose link replaced the first.
ALTER TABLE follow_ups ADD COLUMN send_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE follow_ups ADD COLUMN send_claimed_at timestamptz NULL;
-- In plain only while queued; erased when it is recorded as sent (its hash stays, for the link).
ALTER TABLE follow_ups ADD COLUMN unsubscribe_token text NULL;
