CREATE TABLE "scheduled_work_runs" (
	"interval_ms" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_work_runs_interval_ms_period_start_pk" PRIMARY KEY("interval_ms","period_start")
);
--> statement-breakpoint
-- Docs/decisions/0008: only a session that could still be used must be forgotten by other instances;
-- the scheduled purge of expired sessions no longer empties every instance's memory of those users.
DROP TRIGGER sessions_change_feed ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_change_feed AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION notify_user_change();
