-- Advice a demo visitor asks for belongs to her trial, like the brides she sends, and is deleted an
-- hour after it was given: she may ask about the seeded brides, who are never deleted themselves.

ALTER TABLE advice_requests ADD COLUMN demo_trial_id uuid NULL REFERENCES trials (id) ON DELETE CASCADE;
-- Housekeeping looks for visitors' advice by age.
CREATE INDEX advice_requests_demo_visitor_age ON advice_requests (created_at) WHERE demo_trial_id IS NOT NULL;

-- Advice given in the demo boutique before now came from visitors (its seeded accounts have no
-- password, so nobody signs in there) and cannot be tied to a trial any more: it goes now.
DELETE FROM advice_requests WHERE boutique_id = 99;
