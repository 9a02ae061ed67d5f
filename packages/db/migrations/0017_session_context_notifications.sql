-- Every server process keeps the session contexts it read for a short while. These triggers tell
-- them, on channel session_context, when one may have changed: the payload is the token hash of the
-- one session that changed, or empty when any session's may have (a user, their roles, a participant).
-- Only changes that the context reads notify, so a sign-in or a login time costs nothing.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_context', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_session_contexts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_context', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_context_updated" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.participant_id IS DISTINCT FROM NEW.participant_id
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION "notify_session_changed"();
--> statement-breakpoint
-- A deleted session that was already over was never remembered: a clean-up of old ones stays quiet.
CREATE TRIGGER "sessions_context_deleted" AFTER DELETE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now())
  EXECUTE FUNCTION "notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_context_updated" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url OR OLD.location IS DISTINCT FROM NEW.location)
  EXECUTE FUNCTION "notify_session_contexts_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_context_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW
  EXECUTE FUNCTION "notify_session_contexts_changed"();
--> statement-breakpoint
-- A user's own participant is part of their context; one without a user only through its access-code
-- sessions, whose deletion the sessions trigger reports.
CREATE TRIGGER "participants_context_inserted" AFTER INSERT ON "participants" FOR EACH ROW
  WHEN (NEW.user_id IS NOT NULL)
  EXECUTE FUNCTION "notify_session_contexts_changed"();
--> statement-breakpoint
CREATE TRIGGER "participants_context_updated" AFTER UPDATE ON "participants" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "notify_session_contexts_changed"();
--> statement-breakpoint
CREATE TRIGGER "participants_context_deleted" AFTER DELETE ON "participants" FOR EACH ROW
  WHEN (OLD.user_id IS NOT NULL)
  EXECUTE FUNCTION "notify_session_contexts_changed"();
