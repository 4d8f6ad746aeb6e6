-- A follow-up is signed by the consultant who ran the appointment, not by one name for
-- the whole team. Her own sign-off (empty: her name); the boutique's follow_up_signature stays the
-- boutique's lines under it (its phone, its address), never a person's name.
ALTER TABLE users ADD COLUMN follow_up_signature text NOT NULL DEFAULT '';
