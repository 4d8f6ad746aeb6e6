-- Demo visitors: a bride sent through the demo survey belongs to the trial that sent her, is seen
-- only by that visitor, and is deleted after an hour; the seeded demo brides are seen by everyone.

ALTER TABLE brides
  ADD COLUMN demo_trial_id uuid NULL REFERENCES trials (id) ON DELETE CASCADE,
  -- The demo boutique's showcase brides, made by the seed: shown to every visitor, never swept.
  ADD COLUMN demo_seed boolean NOT NULL DEFAULT false;
CREATE INDEX brides_demo_trial ON brides (demo_trial_id) WHERE demo_trial_id IS NOT NULL;
-- Housekeeping looks for the demo boutique's visitor brides by age.
CREATE INDEX brides_demo_visitor_age ON brides (submitted_at) WHERE boutique_id = 99 AND NOT demo_seed;
