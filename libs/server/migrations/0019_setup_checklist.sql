-- The owner's first hour: online booking opens once she has confirmed her hours and time
-- zone, a setup checklist on her dashboard until she is done or dismisses it, and the free weekend
-- she signed up for, so the subscription page can say it is a trial.

-- When an admin first saved the boutique's schedule settings (hours, time zone, length, rooms). Until
-- then a bride cannot book herself (staff can); the demo boutique is always open.
ALTER TABLE boutiques ADD COLUMN schedule_confirmed_at timestamptz NULL;
-- The setup checklist put away by an admin, for the whole boutique.
ALTER TABLE boutiques ADD COLUMN setup_dismissed_at timestamptz NULL;
-- The end of the free weekend of a boutique signed up from now on (UTC; the end of its Sunday in
-- its time zone). Null: no trial (boutiques that were customers before this migration).
ALTER TABLE boutiques ADD COLUMN trial_ends_at timestamptz NULL;

-- Boutiques already using the product stay open to brides: the demo, any with an appointment or a
-- bride (who may hold a booking link), and any whose schedule differs from the defaults (saved).
UPDATE boutiques b SET schedule_confirmed_at = now()
WHERE b.is_demo
   OR EXISTS (SELECT 1 FROM appointments a WHERE a.boutique_id = b.id)
   OR EXISTS (SELECT 1 FROM brides br WHERE br.boutique_id = b.id)
   OR b.time_zone <> 'America/New_York'
   OR b.appointment_minutes <> 90
   OR b.appointment_capacity <> 2
   OR cardinality(b.closed_dates) > 0
   OR b.opening_hours <> '[
        [],
        [{"from": "10:00", "to": "18:00"}],
        [{"from": "10:00", "to": "18:00"}],
        [{"from": "10:00", "to": "18:00"}],
        [{"from": "10:00", "to": "19:00"}],
        [{"from": "09:00", "to": "17:00"}],
        [{"from": "11:00", "to": "16:00"}]
      ]'::jsonb;

-- The checklist is for a new owner's first hour: boutiques that existed before it never see it.
UPDATE boutiques SET setup_dismissed_at = now();
