-- A consultant added from the dashboard without an e-mail (the spec's dashboard invite has
-- an optional e-mail): a team member with no login yet. She takes a seat, can be given appointments
-- and has coaching goals; her status is 'needs_setup' and no invitation exists until an admin adds
-- her address, which sends the invitation and makes her 'pending'.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;

-- The unique index on lower(email) stays as it is: NULLs never collide, so any number of
-- consultants may wait for an address. A user without an e-mail can never log in or be invited:
-- she is a consultant, needs setup and has no password (so no login, reset or invitation flow,
-- all of which look users up by address or require 'pending' or 'active', ever meets her).
ALTER TABLE users ADD CONSTRAINT users_email_or_setup CHECK (
  email IS NOT NULL OR (role = 'consultant' AND status = 'needs_setup' AND password_hash IS NULL)
);
