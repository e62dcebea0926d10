-- Each trigger aggregates its transition table straight into the two rollup tables: cheaper
-- per statement than building and unnesting a delta array. Keys are still upserted in order
-- (all monthly rows, then all totals rows), so concurrent writers never lock in opposite orders.
CREATE OR REPLACE FUNCTION "transaction_rollups_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_monthly_rollups AS r (user_id, month, type, category, currency, total_minor, count)
  SELECT n.user_id, date_trunc('month', n.occurred_on::timestamp)::date, n.type, n.category, n.currency, sum(n.amount_minor), count(*)
  FROM new_rows n
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT n.user_id, n.type, n.category, n.currency, sum(n.amount_minor), count(*)
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
  SELECT o.user_id, date_trunc('month', o.occurred_on::timestamp)::date, o.type, o.category, o.currency, -sum(o.amount_minor), -count(*)
  FROM old_rows o
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, type, category, currency)
  DO UPDATE SET total_minor = r.total_minor + excluded.total_minor, count = r.count + excluded.count;
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT o.user_id, o.type, o.category, o.currency, -sum(o.amount_minor), -count(*)
  FROM old_rows o
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, type, category, currency)
  DO UPDATE SET total_minor = t.total_minor + excluded.total_minor, count = t.count + excluded.count;
  DELETE FROM transaction_monthly_rollups r
  USING (SELECT DISTINCT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, currency FROM old_rows) k
  WHERE r.user_id = k.user_id AND r.month = k.month AND r.type = k.type AND r.category = k.category
    AND r.currency = k.currency AND r.count = 0;
  DELETE FROM transaction_totals t
  USING (SELECT DISTINCT user_id, type, category, currency FROM old_rows) k
  WHERE t.user_id = k.user_id AND t.type = k.type AND t.category = k.category AND t.currency = k.currency AND t.count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_rollups_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO transaction_totals AS t (user_id, type, category, currency, total_minor, count)
  SELECT c.user_id, c.type, c.category, c.currency, sum(c.delta), sum(c.n)
  FROM (
    SELECT user_id, type, category, currency, amount_minor AS delta, 1 AS n FROM new_rows
    UNION ALL
    SELECT user_id, type, category, currency, -amount_minor, -1 FROM old_rows
  ) c
  GROUP BY 1, 2, 3, 4
  HAVING sum(c.delta) <> 0 OR sum(c.n) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, type, category, currency)
  DO UPDATE SET total_minor = t.total_minor + excluded.total_minor, count = t.count + excluded.count;
  DELETE FROM transaction_monthly_rollups r
  USING (SELECT DISTINCT user_id, date_trunc('month', occurred_on::timestamp)::date AS month, type, category, currency FROM old_rows) k
  WHERE r.user_id = k.user_id AND r.month = k.month AND r.type = k.type AND r.category = k.category
    AND r.currency = k.currency AND r.count = 0;
  DELETE FROM transaction_totals t
  USING (SELECT DISTINCT user_id, type, category, currency FROM old_rows) k
  WHERE t.user_id = k.user_id AND t.type = k.type AND t.category = k.category AND t.currency = k.currency AND t.count = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION "apply_transaction_rollup_deltas"(transaction_rollup_delta[]);
--> statement-breakpoint
DROP TYPE "transaction_rollup_delta";
