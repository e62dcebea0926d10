CREATE TABLE "event_cost_bookings" (
	"event_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"status" text NOT NULL,
	"group_expense_id" uuid,
	"closed_by" uuid,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cost_bookings_event_id_occurrence_pk" PRIMARY KEY("event_id","occurrence"),
	CONSTRAINT "event_cost_bookings_status_valid" CHECK ("event_cost_bookings"."status" in ('booked', 'nobody', 'unbookable'))
);
--> statement-breakpoint
CREATE TABLE "event_occurrence_rsvps" (
	"event_id" uuid NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_occurrence_rsvps_event_id_occurrence_start_user_id_pk" PRIMARY KEY("event_id","occurrence_start","user_id"),
	CONSTRAINT "event_occurrence_rsvps_status_valid" CHECK ("event_occurrence_rsvps"."status" in ('going', 'maybe', 'cantGo')),
	CONSTRAINT "event_occurrence_rsvps_guests_range" CHECK ("event_occurrence_rsvps"."guests" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "low_balance_threshold_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cost_minor" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cost_paid_by" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cost_per_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cost_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_cost_bookings" ADD CONSTRAINT "event_cost_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cost_bookings" ADD CONSTRAINT "event_cost_bookings_group_expense_id_group_expenses_id_fk" FOREIGN KEY ("group_expense_id") REFERENCES "public"."group_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cost_bookings" ADD CONSTRAINT "event_cost_bookings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrence_rsvps" ADD CONSTRAINT "event_occurrence_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrence_rsvps" ADD CONSTRAINT "event_occurrence_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_occurrence_rsvps_user_idx" ON "event_occurrence_rsvps" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cost_paid_by_users_id_fk" FOREIGN KEY ("cost_paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_cost_idx" ON "events" USING btree ("end_at") WHERE "events"."cost_minor" is not null;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_guests_range" CHECK ("event_rsvps"."guests" between 0 and 10);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cost_positive" CHECK ("events"."cost_minor" is null or "events"."cost_minor" > 0);