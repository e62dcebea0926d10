-- Hot list: keyset pages on (occurred_on desc, id desc) per user, answerable from the index alone for totals.
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id", "occurred_on" DESC, "id" DESC) INCLUDE ("amount_minor", "category", "type");
--> statement-breakpoint
-- Text search on descriptions (ILIKE '%q%'). pg_trgm is a trusted extension, so a database owner
-- may create it; where the server lacks it or the role may not, search still works, unindexed.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "transactions_description_trgm_idx" ON "transactions" USING gin ("description" gin_trgm_ops);
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE NOTICE 'pg_trgm is unavailable: description search will scan each user''s rows';
END
$$;
--> statement-breakpoint
-- Rollups are kept by statement-level triggers, so bulk writes cost one upsert per touched
-- (user, month, type, category, currency) and every write path stays consistent. Keys are
-- upserted in a fixed order so concurrent writers lock rollup rows in the same order.
CREATE FUNCTION "transaction_rollups_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT n.user_id, date_trunc('month', n.occurred_on::timestamp)::date, n.type, n.category, n.currency, sum(n.amount_minor), count(*)
  FROM new_rows n
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "transaction_rollups_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Users deleted in the same statement (account deletion cascades here) have no rollups to keep.
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT o.user_id, date_trunc('month', o.occurred_on::timestamp)::date, o.type, o.category, o.currency, -sum(o.amount_minor), -count(*)
  FROM old_rows o
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  DELETE FROM transaction_monthly_rollups r
  USING (SELECT DISTINCT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, currency FROM old_rows) k
  WHERE r.user_id = k.user_id AND r.month = k.month AND r.type = k.type AND r.category = k.category
    AND r.currency = k.currency AND r.count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "transaction_rollups_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT c.user_id, c.month, c.type, c.category, c.currency, sum(c.delta), sum(c.n)
  FROM (
    SELECT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, currency, amount_minor AS delta, 1 AS n FROM new_rows
    UNION ALL
    SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, currency, -amount_minor, -1 FROM old_rows
  ) c
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c.delta) <> 0 OR sum(c.n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  DELETE FROM transaction_monthly_rollups r
  USING (SELECT DISTINCT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, currency FROM old_rows) k
  WHERE r.user_id = k.user_id AND r.month = k.month AND r.type = k.type AND r.category = k.category
    AND r.currency = k.currency AND r.count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_rollups_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_rollups_after_update"();
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_rollups_after_delete"();
--> statement-breakpoint
-- Rebuilds one user's rollups from the raw rows (seeding, repair jobs).
CREATE FUNCTION "rebuild_transaction_rollups"(target_user uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM transaction_monthly_rollups WHERE user_id = target_user;
  INSERT INTO transaction_monthly_rollups (user_id, month, type, category, currency, total_minor, count)
  SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, currency, sum(amount_minor), count(*)
  FROM transactions WHERE user_id = target_user
  GROUP BY 1, 2, 3, 4, 5;
$$;
