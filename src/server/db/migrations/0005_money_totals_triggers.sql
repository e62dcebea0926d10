-- One place applies rollup changes: monthly rows, then all-time totals, each in key order so
-- concurrent writers lock rows in the same order. Rows whose count drops to 0 are removed.
CREATE TYPE "transaction_rollup_delta" AS (user_id uuid, month date, type text, category text, currency text, delta bigint, n integer);
--> statement-breakpoint
CREATE FUNCTION "apply_transaction_rollup_deltas"(deltas transaction_rollup_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Users deleted in the same statement (account deletion cascades here) have nothing to keep.
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT d.user_id, d.month, d.type, d.category, d.currency, sum(d.delta), sum(d.n)
  FROM unnest(deltas) d
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.delta) <> 0 OR sum(d.n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;

  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT d.user_id, d.type, d.category, d.currency, sum(d.delta), sum(d.n)
  FROM unnest(deltas) d
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id)
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.delta) <> 0 OR sum(d.n) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, type, category, currency)
  DO UPDATE SET total_minor = t.total_minor + excluded.total_minor, count = t.count + excluded.count;

  IF EXISTS (SELECT 1 FROM unnest(deltas) d WHERE d.n < 0) THEN
    DELETE FROM transaction_monthly_rollups r
    USING (SELECT DISTINCT d.user_id, d.month, d.type, d.category, d.currency FROM unnest(deltas) d WHERE d.n < 0) k
    WHERE r.user_id = k.user_id AND r.month = k.month AND r.type = k.type AND r.category = k.category
      AND r.currency = k.currency AND r.count = 0;
    DELETE FROM transaction_totals t
    USING (SELECT DISTINCT d.user_id, d.type, d.category, d.currency FROM unnest(deltas) d WHERE d.n < 0) k
    WHERE t.user_id = k.user_id AND t.type = k.type AND t.category = k.category AND t.currency = k.currency AND t.count = 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_rollups_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_transaction_rollup_deltas(ARRAY(
    SELECT ROW(g.*)::transaction_rollup_delta FROM (
      SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, currency, sum(amount_minor)::bigint, count(*)::integer
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
    ) g));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_rollups_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_transaction_rollup_deltas(ARRAY(
    SELECT ROW(g.*)::transaction_rollup_delta FROM (
      SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, currency, -sum(amount_minor)::bigint, -count(*)::integer
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
    ) g));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_rollups_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_transaction_rollup_deltas(ARRAY(
    SELECT ROW(g.*)::transaction_rollup_delta FROM (
      SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, currency, sum(amount_minor)::bigint, count(*)::integer
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
      UNION ALL
      SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, currency, -sum(amount_minor)::bigint, -count(*)::integer
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
    ) g));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_transaction_rollups"(target_user uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM transaction_monthly_rollups WHERE user_id = target_user;
  DELETE FROM transaction_totals WHERE user_id = target_user;
  INSERT INTO transaction_monthly_rollups (user_id, month, type, category, currency, total_minor, count)
  SELECT user_id, date_trunc('month', occurred_on::timestamp)::date, type, category, currency, sum(amount_minor), count(*)
  FROM transactions WHERE user_id = target_user
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO transaction_totals (user_id, type, category, currency, total_minor, count)
  SELECT user_id, type, category, currency, sum(total_minor), sum(count)
  FROM transaction_monthly_rollups WHERE user_id = target_user
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
INSERT INTO transaction_totals (user_id, type, category, currency, total_minor, count)
SELECT user_id, type, category, currency, sum(total_minor), sum(count)
FROM transaction_monthly_rollups
GROUP BY 1, 2, 3, 4;
