CREATE TABLE "calcom_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"calcom_uid" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calcom_connections" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"api_key_sealed" text NOT NULL,
	"event_type_id" integer NOT NULL,
	"event_type_title" text NOT NULL,
	"event_type_minutes" integer NOT NULL,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calcom_bookings" ADD CONSTRAINT "calcom_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calcom_connections" ADD CONSTRAINT "calcom_connections_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calcom_connections" ADD CONSTRAINT "calcom_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calcom_bookings_uid_idx" ON "calcom_bookings" USING btree ("calcom_uid");