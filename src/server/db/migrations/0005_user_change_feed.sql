-- docs/decisions/0008: every instance remembers sessions, balances and agent lists,
-- and forgets a user's entries when this channel names them. The database sends the user's id at
-- commit, whatever code or hand made the change; PostgreSQL folds repeats within a transaction.
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('user_changes', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('user_changes', COALESCE(NEW.user_id, OLD.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_change_feed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
-- A session's last activity is written once a minute and an instance checks it against its own
-- memory; only an ended session (logout, rotation at login, a deleted user) must be forgotten.
CREATE TRIGGER sessions_change_feed AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER balances_change_feed AFTER INSERT OR UPDATE OR DELETE ON balances
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER agents_change_feed AFTER INSERT OR UPDATE OR DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
