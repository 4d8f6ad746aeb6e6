-- The key a bride's device sends with her survey (the Idempotency-Key header: one per survey, the
-- same on every try of it). A send whose answer was lost on the way back and is sent again is
-- answered with the bride the first one made, never a second bride. Kept as its SHA-256, as every
-- token is: it is what answers her booking link again. Unique per boutique, so two sends racing
-- with one key make one bride; NULL for the rows before it and for clients that send none.
ALTER TABLE brides ADD COLUMN survey_send_key_hash bytea NULL;
CREATE UNIQUE INDEX brides_survey_send_key ON brides (boutique_id, survey_send_key_hash)
  WHERE survey_send_key_hash IS NOT NULL;
