CREATE TABLE "custom_categories" (
	"id" uuid PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_categories_type_valid" CHECK ("custom_categories"."type" in ('income', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "ai_conversations" (
	"id" uuid PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"tools_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_messages_role_valid" CHECK ("ai_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"included" integer DEFAULT 0 NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "investment_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_trades" (
	"id" uuid PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coin_id" text NOT NULL,
	"side" text NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"price_per_coin" numeric(30, 10) NOT NULL,
	"fee" numeric(30, 10) DEFAULT '0' NOT NULL,
	"traded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_trades_side_valid" CHECK ("crypto_trades"."side" in ('buy', 'sell')),
	CONSTRAINT "crypto_trades_quantity_positive" CHECK ("crypto_trades"."quantity" > 0),
	CONSTRAINT "crypto_trades_price_not_negative" CHECK ("crypto_trades"."price_per_coin" >= 0 and "crypto_trades"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"base" text NOT NULL,
	"rate_date" date NOT NULL,
	"rates" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_base_rate_date_pk" PRIMARY KEY("base","rate_date")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "date_format" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "time_format" text;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "number_format" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "notifications" jsonb DEFAULT '{"channels":{"email":true,"push":false,"sms":false},"types":{"goalReminders":true,"eventReminders":true,"transactionAlerts":false}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "monthly_income_minor" bigint;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "monthly_expense_minor" bigint;--> statement-breakpoint
ALTER TABLE "custom_categories" ADD CONSTRAINT "custom_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_profiles" ADD CONSTRAINT "investment_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_trades" ADD CONSTRAINT "crypto_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_categories_name_unique" ON "custom_categories" USING btree ("user_id","type",lower("name"));--> statement-breakpoint
CREATE INDEX "ai_conversations_user_idx" ON "ai_conversations" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_messages_conversation_idx" ON "ai_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "crypto_trades_user_idx" ON "crypto_trades" USING btree ("user_id","coin_id","traded_on");