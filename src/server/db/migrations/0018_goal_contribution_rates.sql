-- A goal contribution also carries its money on the goal's side: the goal's currency, the rate
-- into it and the amount the goal received (docs/decisions/017-contributions-across-currencies.md),
-- so a member may contribute in their own currency and a goal's currency may change.
ALTER TABLE "transactions" ADD COLUMN "goal_currency" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "goal_rate" numeric(24, 12);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "goal_amount_minor" bigint;--> statement-breakpoint
-- The goal amount follows the same rule as the base amount: the row's own amount in its own
-- currency, else amount × rate rounded half away from zero; nothing without a goal currency. A
-- contribution written without one (the CSV import, the seed script, manual SQL) goes into its
-- goal in its base currency, as every contribution did before.
CREATE OR REPLACE FUNCTION "transactions_set_base_amount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.base_currency IS NULL THEN NEW.base_currency := NEW.currency; END IF;
  IF NEW.base_currency = NEW.currency THEN
    NEW.fx_rate := 1;
    NEW.base_amount_minor := NEW.amount_minor;
  ELSE
    NEW.base_amount_minor := convert_minor(NEW.amount_minor, NEW.fx_rate, NEW.currency, NEW.base_currency);
  END IF;
  IF TG_OP = 'INSERT' AND NEW.goal_currency IS NULL AND NEW.goal_id IS NOT NULL AND NEW.type = 'transfer' AND NEW.category = 'goal_contribution' THEN
    NEW.goal_currency := NEW.base_currency;
    NEW.goal_rate := NEW.fx_rate;
  END IF;
  IF NEW.goal_currency IS NULL THEN
    NEW.goal_rate := NULL;
    NEW.goal_amount_minor := NULL;
  ELSIF NEW.goal_currency = NEW.currency THEN
    NEW.goal_rate := 1;
    NEW.goal_amount_minor := NEW.amount_minor;
  ELSE
    NEW.goal_amount_minor := convert_minor(NEW.amount_minor, NEW.goal_rate, NEW.currency, NEW.goal_currency);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER "transactions_base_amount" ON "transactions";--> statement-breakpoint
CREATE TRIGGER "transactions_base_amount" BEFORE INSERT OR UPDATE OF "amount_minor", "currency", "fx_rate", "base_currency", "base_amount_minor", "goal_currency", "goal_rate", "goal_amount_minor" ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_set_base_amount"();
--> statement-breakpoint
-- Until now a contribution went into a goal in its base currency. Where the goal has since moved
-- to another currency and the row is in neither, it keeps the figure it was recorded with.
UPDATE "transactions" t SET
  "goal_currency" = CASE WHEN t."base_currency" = g."currency" OR t."currency" = g."currency" THEN g."currency" ELSE t."base_currency" END,
  "goal_rate" = CASE WHEN t."currency" = g."currency" THEN 1 ELSE t."fx_rate" END
  FROM "financial_goals" g
  WHERE g."id" = t."goal_id" AND t."type" = 'transfer' AND t."category" = 'goal_contribution';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_goal_money" CHECK ("transactions"."goal_currency" is null or ("transactions"."goal_rate" > 0 and "transactions"."goal_amount_minor" is not null));
