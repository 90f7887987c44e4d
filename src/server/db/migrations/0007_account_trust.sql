CREATE TABLE "licence_reminders" (
	"user_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_reminders_user_id_period_end_days_before_pk" PRIMARY KEY("user_id","period_end","days_before")
);
--> statement-breakpoint
CREATE TABLE "licence_renewals" (
	"user_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payment_intent_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_renewals_user_id_period_end_pk" PRIMARY KEY("user_id","period_end")
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "debt_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discrepancy" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "owner_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "licence_auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licence_reminders" ADD CONSTRAINT "licence_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_renewals" ADD CONSTRAINT "licence_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_debt_non_negative" CHECK ("balances"."debt_cents" >= 0);--> statement-breakpoint
-- A licence now has an end date and is needed to put an agent live. Accounts that existed before
-- licences ended keep working: each is given a year from now.
UPDATE "users" SET "plan_expires_at" = now() + interval '365 days' WHERE "plan_expires_at" IS NULL;
