ALTER TABLE "agents" ADD COLUMN "transfer_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "transfer_label" text DEFAULT '' NOT NULL;