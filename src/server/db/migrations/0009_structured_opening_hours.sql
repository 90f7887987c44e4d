-- Opening hours become data. Rows saved before are marked pending and read once by the words
-- reader at the next start (db/opening-hours-conversion.ts), which SQL cannot run.
ALTER TABLE "agents" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "opening_hours_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "agents" SET "opening_hours_status" = 'none' WHERE btrim("custom_hours") = '';--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "opening_hours_status" DROP DEFAULT;
