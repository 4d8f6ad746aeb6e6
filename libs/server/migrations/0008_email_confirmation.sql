-- E-mail confirmation: a boutique's admin invites consultants (who are e-mailed with text the
-- boutique typed) only once she has shown the address she signed up with is hers.

ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;

-- Accounts that exist before this migration are treated as confirmed, so no live boutique is
-- suddenly unable to invite: its owner and admins have used the product for a while, and an active
-- consultant reached her account through an e-mailed link (invitation or password reset). A
-- pending consultant confirms by accepting her invitation.
UPDATE users SET email_confirmed_at = now() WHERE status = 'active';

-- Links sent to confirm an address. Like password resets, only the token's hash is stored; a link
-- confirms only the address it was sent to, and any of the user's unused links works until one is.
CREATE TABLE email_confirmations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_confirmations_user ON email_confirmations (user_id);

-- The session a replica keeps in memory shows whether the address is confirmed: a confirmation
-- must reach every replica at once, like the other changes migration 0004 watches.
DROP TRIGGER users_notify_changed ON users;
CREATE TRIGGER users_notify_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.email, OLD.name, OLD.role, OLD.status, OLD.coaching_goals, OLD.boutique_id, OLD.password_hash,
         OLD.email_confirmed_at)
        IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.status, NEW.coaching_goals, NEW.boutique_id,
                          NEW.password_hash, NEW.email_confirmed_at))
  EXECUTE FUNCTION notify_user_changed();
