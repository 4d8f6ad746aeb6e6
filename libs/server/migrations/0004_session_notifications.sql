-- API replicas keep recently seen sessions in memory; these notifications tell them at once when
-- a session is deleted (logout, password reset, a removed consultant, any cascade) or when the
-- user or boutique behind it changes.

CREATE FUNCTION notify_session_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_deleted', encode(OLD.token_hash, 'hex'));
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_notify_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_deleted();

CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  RETURN NULL;
END $$;

-- last_login_at alone changes at every login and changes nothing a session shows.
CREATE TRIGGER users_notify_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.email, OLD.name, OLD.role, OLD.status, OLD.coaching_goals, OLD.boutique_id, OLD.password_hash)
        IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.status, NEW.coaching_goals, NEW.boutique_id, NEW.password_hash))
  EXECUTE FUNCTION notify_user_changed();

CREATE TRIGGER users_notify_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();

CREATE FUNCTION notify_boutique_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boutique_changed', OLD.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER boutiques_notify_changed AFTER UPDATE OR DELETE ON boutiques
  FOR EACH ROW EXECUTE FUNCTION notify_boutique_changed();
