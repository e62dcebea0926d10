CREATE TABLE "budget_alerts" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "budget_alerts_user_id_month_category_threshold_pk" PRIMARY KEY("user_id","month","category","threshold"),
	CONSTRAINT "budget_alerts_threshold_valid" CHECK ("budget_alerts"."threshold" in (80, 100))
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_user_id_month_category_pk" PRIMARY KEY("user_id","month","category"),
	CONSTRAINT "budgets_amount_not_negative" CHECK ("budgets"."amount_minor" >= 0),
	CONSTRAINT "budgets_month_first_day" CHECK (extract(day from "budgets"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "recurring_occurrences" (
	"schedule_id" uuid NOT NULL,
	"scheduled_on" date NOT NULL,
	"due_on" date NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_occurrences_schedule_id_scheduled_on_pk" PRIMARY KEY("schedule_id","scheduled_on"),
	CONSTRAINT "recurring_occurrences_status_valid" CHECK ("recurring_occurrences"."status" in ('posted', 'paid', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "recurring_schedules" (
	"id" uuid PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"tolerance_percent" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rule" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"weekend" text DEFAULT 'none' NOT NULL,
	"auto_post" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_schedules_amount_positive" CHECK ("recurring_schedules"."amount_minor" > 0),
	CONSTRAINT "recurring_schedules_tolerance_range" CHECK ("recurring_schedules"."tolerance_percent" between 0 and 100),
	CONSTRAINT "recurring_schedules_weekend_valid" CHECK ("recurring_schedules"."weekend" in ('none', 'before', 'after')),
	CONSTRAINT "recurring_schedules_type_valid" CHECK ("recurring_schedules"."type" in ('income', 'expense', 'transfer')),
	CONSTRAINT "recurring_schedules_ends_after_start" CHECK ("recurring_schedules"."ends_on" is null or "recurring_schedules"."ends_on" >= "recurring_schedules"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_amount_positive";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "group_expense_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_group_expense_id" uuid;--> statement-breakpoint
ALTER TABLE "group_expenses" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_schedule_id_recurring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."recurring_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_occurrences_transaction_idx" ON "recurring_occurrences" USING btree ("transaction_id") WHERE "recurring_occurrences"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "recurring_occurrences_user_idx" ON "recurring_occurrences" USING btree ("user_id","due_on");--> statement-breakpoint
CREATE INDEX "recurring_schedules_user_idx" ON "recurring_schedules" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_group_share_idx" ON "transactions" USING btree ("group_expense_id","user_id") WHERE "transactions"."group_expense_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_paid_group_expense_idx" ON "transactions" USING btree ("paid_group_expense_id") WHERE "transactions"."paid_group_expense_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_share_or_payment" CHECK ("transactions"."group_expense_id" is null or "transactions"."paid_group_expense_id" is null);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount_minor" > 0 or ("transactions"."group_expense_id" is not null and "transactions"."amount_minor" <> 0));
--> statement-breakpoint
-- The two links to group expenses reference group_expenses here rather than in the schema files
-- (which would import each other). Deleting an expense deletes its members' shares with it.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_group_expense_id_fk" FOREIGN KEY ("group_expense_id") REFERENCES "public"."group_expenses"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_paid_group_expense_id_fk" FOREIGN KEY ("paid_group_expense_id") REFERENCES "public"."group_expenses"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "group_expenses" ADD CONSTRAINT "group_expenses_category_valid" CHECK ("category" in ('rent', 'utilities', 'groceries', 'dining', 'transport', 'healthcare', 'entertainment', 'shopping', 'other'));--> statement-breakpoint
-- A transaction that paid a group expense is replaced in every total by the payer's share, so
-- the rollups leave it out; the rest is as in 0015.
CREATE OR REPLACE FUNCTION "transaction_rollups_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT n.user_id, date_trunc('month', n.occurred_on::timestamp)::date, n.type, n.category, n.base_currency, sum(n.base_amount_minor), count(*)
  FROM new_rows n
  WHERE n.paid_group_expense_id IS NULL
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT n.user_id, n.type, n.category, n.base_currency, sum(n.base_amount_minor), count(*)
  FROM new_rows n
  WHERE n.paid_group_expense_id IS NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, type, category, currency)
  DO UPDATE SET total_minor = t.total_minor + excluded.total_minor, count = t.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_rollups_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Users deleted in the same statement (account deletion cascades here) have nothing to keep.
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT o.user_id, date_trunc('month', o.occurred_on::timestamp)::date, o.type, o.category, o.base_currency, -sum(o.base_amount_minor), -count(*)
  FROM old_rows o
  WHERE o.paid_group_expense_id IS NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT o.user_id, o.type, o.category, o.base_currency, -sum(o.base_amount_minor), -count(*)
  FROM old_rows o
  WHERE o.paid_group_expense_id IS NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, type, category, currency)
  DO UPDATE SET total_minor = t.total_minor + excluded.total_minor, count = t.count + excluded.count;
  DELETE FROM transaction_monthly_rollups r
  USING (SELECT DISTINCT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, base_currency FROM old_rows) k
  WHERE r.user_id = k.user_id AND r.month = k.month AND r.type = k.type AND r.category = k.category
    AND r.currency = k.base_currency AND r.count = 0;
  DELETE FROM transaction_totals t
  USING (SELECT DISTINCT user_id, type, category, base_currency FROM old_rows) k
  WHERE t.user_id = k.user_id AND t.type = k.type AND t.category = k.category AND t.currency = k.base_currency AND t.count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_rollups_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT c.user_id, c.month, c.type, c.category, c.currency, sum(c.delta), sum(c.n)
  FROM (
    SELECT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, base_currency AS currency, base_amount_minor AS delta, 1 AS n FROM new_rows WHERE paid_group_expense_id IS NULL
    UNION ALL
    SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, base_currency, -base_amount_minor, -1 FROM old_rows WHERE paid_group_expense_id IS NULL
  ) c
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c.delta) <> 0 OR sum(c.n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT c.user_id, c.type, c.category, c.currency, sum(c.delta), sum(c.n)
  FROM (
    SELECT user_id, type, category, base_currency AS currency, base_amount_minor AS delta, 1 AS n FROM new_rows WHERE paid_group_expense_id IS NULL
    UNION ALL
    SELECT user_id, type, category, base_currency, -base_amount_minor, -1 FROM old_rows WHERE paid_group_expense_id IS NULL
  ) c
  GROUP BY 1, 2, 3, 4
  HAVING sum(c.delta) <> 0 OR sum(c.n) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, type, category, currency)
  DO UPDATE SET total_minor = t.total_minor + excluded.total_minor, count = t.count + excluded.count;
  DELETE FROM transaction_monthly_rollups r
  USING (SELECT DISTINCT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, base_currency FROM old_rows) k
  WHERE r.user_id = k.user_id AND r.month = k.month AND r.type = k.type AND r.category = k.category
    AND r.currency = k.base_currency AND r.count = 0;
  DELETE FROM transaction_totals t
  USING (SELECT DISTINCT user_id, type, category, base_currency FROM old_rows) k
  WHERE t.user_id = k.user_id AND t.type = k.type AND t.category = k.category AND t.currency = k.base_currency AND t.count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_transaction_rollups"(target_user uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM transaction_monthly_rollups WHERE user_id = target_user;
  DELETE FROM transaction_totals WHERE user_id = target_user;
  INSERT INTO transaction_monthly_rollups (user_id, month, type, category, currency, total_minor, count)
  SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, base_currency, sum(base_amount_minor), count(*)
  FROM transactions WHERE user_id = target_user AND paid_group_expense_id IS NULL
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO transaction_totals (user_id, type, category, currency, total_minor, count)
  SELECT user_id, type, category, currency, sum(total_minor), sum(count)
  FROM transaction_monthly_rollups WHERE user_id = target_user
  GROUP BY 1, 2, 3, 4;
$$;

--> statement-breakpoint
-- Each member's share of each existing expense becomes their own spending. Shares in the
-- member's own currency are posted here; the rest wait for a reference rate (the group-shares job).
INSERT INTO "transactions" ("user_id", "type", "category", "amount_minor", "currency", "fx_rate", "base_currency", "base_amount_minor", "description", "occurred_on", "group_expense_id")
SELECT s.user_id, 'expense', e.category, s.share_minor, g.currency, 1, u.currency, s.share_minor, e.description, e.occurred_on, e.id
FROM "group_expense_shares" s
JOIN "group_expenses" e ON e.id = s.expense_id
JOIN "groups" g ON g.id = e.group_id
JOIN "users" u ON u.id = s.user_id
WHERE s.share_minor <> 0 AND u.currency = g.currency;
