ALTER TABLE "agents" DROP COLUMN "transfer_number";--> statement-breakpoint
ALTER TABLE "agents" DROP COLUMN "transfer_label";