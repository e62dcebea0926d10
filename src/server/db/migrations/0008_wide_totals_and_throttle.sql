CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_token_hash_pk" PRIMARY KEY("user_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "financial_goals" ALTER COLUMN "current_minor" SET DATA TYPE numeric(40, 0);--> statement-breakpoint
ALTER TABLE "financial_goals" ALTER COLUMN "current_minor" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "transaction_monthly_rollups" ALTER COLUMN "total_minor" SET DATA TYPE numeric(40, 0);--> statement-breakpoint
ALTER TABLE "transaction_totals" ALTER COLUMN "total_minor" SET DATA TYPE numeric(40, 0);--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id","last_sign_in_at");