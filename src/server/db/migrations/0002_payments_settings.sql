ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "auto_recharge_armed" boolean DEFAULT true NOT NULL;