CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agent_id" uuid,
	"agent_name" text NOT NULL,
	"business_name" text NOT NULL,
	"agent_number" text NOT NULL,
	"source" text NOT NULL,
	"provider_call_sid" text,
	"caller_number" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"transcript" jsonb NOT NULL,
	"engine_state" jsonb NOT NULL,
	"message" jsonb,
	"workflow_items" jsonb NOT NULL,
	"sms" jsonb NOT NULL,
	"billed_minutes" integer DEFAULT 0 NOT NULL,
	"voice_cents" integer DEFAULT 0 NOT NULL,
	"ai_cents" integer DEFAULT 0 NOT NULL,
	"sms_cents" integer DEFAULT 0 NOT NULL,
	"workflow_cents" integer DEFAULT 0 NOT NULL,
	"unpaid_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "calls_provider_call_sid_unique" UNIQUE("provider_call_sid")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "review_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calls_user_started_idx" ON "calls" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_agent_started_idx" ON "calls" USING btree ("agent_id","started_at");