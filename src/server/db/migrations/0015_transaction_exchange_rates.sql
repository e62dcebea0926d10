-- Every transaction keeps its own currency and also carries its amount in the user's base
-- currency (docs/decisions/010-exchange-rates.md). Existing rows are all in their user's
-- currency: rate 1, base amount = amount, so the rollups keep their values.
ALTER TABLE "transactions" ADD COLUMN "fx_rate" numeric(24, 12) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "base_currency" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "base_amount_minor" bigint;--> statement-breakpoint
UPDATE "transactions" SET "base_currency" = "currency", "base_amount_minor" = "amount_minor";--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "base_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "base_amount_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fx_rate_positive" CHECK ("transactions"."fx_rate" > 0);--> statement-breakpoint
-- The same table as src/domain/currencies.ts (a test compares them). An unknown code gives NULL,
-- which the NOT NULL of base_amount_minor refuses: an error, never "probably 2".
CREATE FUNCTION "currency_exponent"(code text) RETURNS integer LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE code
    WHEN 'USD' THEN 2 WHEN 'THB' THEN 2 WHEN 'EUR' THEN 2 WHEN 'GBP' THEN 2 WHEN 'JPY' THEN 0
    WHEN 'INR' THEN 2 WHEN 'BRL' THEN 2 WHEN 'MXN' THEN 2 WHEN 'IDR' THEN 0 WHEN 'VND' THEN 0
    WHEN 'PHP' THEN 2 WHEN 'MYR' THEN 2 WHEN 'TRY' THEN 2 WHEN 'CAD' THEN 2 WHEN 'AUD' THEN 2
  END
$$;
--> statement-breakpoint
-- Minor units of one currency in another's at `rate`, rounded half away from zero (numeric, exact).
CREATE FUNCTION "convert_minor"(amount bigint, rate numeric, from_currency text, to_currency text) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT round(amount * rate * power(10::numeric, currency_exponent(to_currency) - currency_exponent(from_currency)))::bigint
$$;
--> statement-breakpoint
-- Every write path (API, import, seed, settle-up, manual SQL) gets the same base amount: a row
-- without a base currency is in its own, a row in its base currency has rate 1.
CREATE FUNCTION "transactions_set_base_amount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.base_currency IS NULL THEN NEW.base_currency := NEW.currency; END IF;
  IF NEW.base_currency = NEW.currency THEN
    NEW.fx_rate := 1;
    NEW.base_amount_minor := NEW.amount_minor;
  ELSE
    NEW.base_amount_minor := convert_minor(NEW.amount_minor, NEW.fx_rate, NEW.currency, NEW.base_currency);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_base_amount" BEFORE INSERT OR UPDATE OF "amount_minor", "currency", "fx_rate", "base_currency", "base_amount_minor" ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_set_base_amount"();
--> statement-breakpoint
-- The rollups now sum base amounts under the base currency; the rest is as in 0006.
CREATE OR REPLACE FUNCTION "transaction_rollups_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT n.user_id, date_trunc('month', n.occurred_on::timestamp)::date, n.type, n.category, n.base_currency, sum(n.base_amount_minor), count(*)
  FROM new_rows n
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT n.user_id, n.type, n.category, n.base_currency, sum(n.base_amount_minor), count(*)
  FROM new_rows n
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
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT o.user_id, o.type, o.category, o.base_currency, -sum(o.base_amount_minor), -count(*)
  FROM old_rows o
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
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
    SELECT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, base_currency AS currency, base_amount_minor AS delta, 1 AS n FROM new_rows
    UNION ALL
    SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, base_currency, -base_amount_minor, -1 FROM old_rows
  ) c
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c.delta) <> 0 OR sum(c.n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT c.user_id, c.type, c.category, c.currency, sum(c.delta), sum(c.n)
  FROM (
    SELECT user_id, type, category, base_currency AS currency, base_amount_minor AS delta, 1 AS n FROM new_rows
    UNION ALL
    SELECT user_id, type, category, base_currency, -base_amount_minor, -1 FROM old_rows
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
  FROM transactions WHERE user_id = target_user
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO transaction_totals (user_id, type, category, currency, total_minor, count)
  SELECT user_id, type, category, currency, sum(total_minor), sum(count)
  FROM transaction_monthly_rollups WHERE user_id = target_user
  GROUP BY 1, 2, 3, 4;
$$;
