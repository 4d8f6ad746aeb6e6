-- Every save of a fitting-room checklist dress, with who made it and when, as appointment_outcome_changes
-- keeps the outcome's: the checklist feeds her follow-ups and reports, so a change must be traceable.
CREATE TABLE appointment_checklist_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  dress_key text NOT NULL,
  changed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  changed_by_name text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- The dress as saved: dressName, pulled, triedOn, verdict, reason.
  dress jsonb NOT NULL
);
CREATE INDEX appointment_checklist_changes_appointment ON appointment_checklist_changes (appointment_id, changed_at);
