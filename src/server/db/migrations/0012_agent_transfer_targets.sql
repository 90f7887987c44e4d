ALTER TABLE "agents" ADD COLUMN "transfer_targets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "transfer_hours" jsonb DEFAULT '{"mode":"always"}'::jsonb NOT NULL;--> statement-breakpoint
-- The one transfer number an agent had becomes its first transfer target, rung when a caller asks for a person.
UPDATE "agents" SET "transfer_targets" = jsonb_build_array(jsonb_build_object('label', "transfer_label", 'number', "transfer_number", 'whenAsked', true, 'whenUrgent', false, 'rule', '')) WHERE "transfer_number" <> '';
