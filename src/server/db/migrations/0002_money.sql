CREATE TABLE "financial_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_minor" bigint NOT NULL,
	"current_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"target_date" date NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "financial_goals_target_positive" CHECK ("financial_goals"."target_minor" > 0),
	CONSTRAINT "financial_goals_current_not_negative" CHECK ("financial_goals"."current_minor" >= 0),
	CONSTRAINT "financial_goals_status_valid" CHECK ("financial_goals"."status" in ('active', 'completed', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"goal_id" uuid,
	"destination" text,
	"occurred_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount_minor" > 0),
	CONSTRAINT "transactions_type_valid" CHECK ("transactions"."type" in ('income', 'expense', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "transaction_monthly_rollups" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_monthly_rollups_user_id_month_type_category_currency_pk" PRIMARY KEY("user_id","month","type","category","currency")
);
--> statement-breakpoint
ALTER TABLE "financial_goals" ADD CONSTRAINT "financial_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_goal_id_financial_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."financial_goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_monthly_rollups" ADD CONSTRAINT "transaction_monthly_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_goals_user_idx" ON "financial_goals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_goal_idx" ON "transactions" USING btree ("goal_id") WHERE "transactions"."goal_id" is not null;