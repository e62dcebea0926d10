ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Moves the data version of the given users. Their rows are locked in id order first, so two
-- writers touching the same users (a group expense's members) never wait on each other in a cycle.
CREATE FUNCTION "bump_data_versions"(targets uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = ANY(targets) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET data_version = data_version + 1 WHERE id = ANY(targets);
END
$$;
--> statement-breakpoint
-- Statement triggers on tables with a user_id: one update per user per statement, however many
-- rows an import or a cascade writes. A user deleted in the same statement is simply not found.
CREATE FUNCTION "data_version_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "data_version_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "data_version_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Named to sort after transactions_rollups_*: triggers on one event fire in name order, so the
-- rollup rows are locked (in key order) before the users' rows, as before.
CREATE TRIGGER "transactions_version_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "transactions_version_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_update"();
--> statement-breakpoint
CREATE TRIGGER "transactions_version_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "financial_goals_version_insert" AFTER INSERT ON "financial_goals"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "financial_goals_version_update" AFTER UPDATE ON "financial_goals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_update"();
--> statement-breakpoint
CREATE TRIGGER "financial_goals_version_delete" AFTER DELETE ON "financial_goals"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "crypto_trades_version_insert" AFTER INSERT ON "crypto_trades"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "crypto_trades_version_update" AFTER UPDATE ON "crypto_trades"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_update"();
--> statement-breakpoint
CREATE TRIGGER "crypto_trades_version_delete" AFTER DELETE ON "crypto_trades"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_delete"();
--> statement-breakpoint
-- Preferences hold the theme and language too; only the monthly income and expense settings count.
CREATE FUNCTION "preferences_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_preferences_version" AFTER INSERT OR DELETE OR UPDATE OF "monthly_income_minor", "monthly_expense_minor" ON "user_preferences"
  FOR EACH ROW EXECUTE FUNCTION "preferences_data_version"();
--> statement-breakpoint
-- The figures are in the user's currency and "this month" is in their zone.
CREATE FUNCTION "users_settings_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.data_version := OLD.data_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_settings_version" BEFORE UPDATE OF "currency", "timezone" ON "users"
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency OR OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION "users_settings_data_version"();
--> statement-breakpoint
-- Recent transactions show the group and the expense they came from, by name: a rename reaches
-- everyone whose money links to that group (members, and former members who paid or hold a share).
CREATE FUNCTION "group_names_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column naming the group is the trigger's argument: id on groups, group_id on expenses.
  group_of uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
BEGIN
  PERFORM bump_data_versions(ARRAY(
    SELECT user_id FROM group_members WHERE group_id = group_of
    UNION SELECT s.user_id FROM group_expense_shares s JOIN group_expenses e ON e.id = s.expense_id WHERE e.group_id = group_of
    UNION SELECT paid_by FROM group_expenses WHERE group_id = group_of AND paid_by IS NOT NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "groups_name_version" AFTER UPDATE OF "name" ON "groups"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "group_names_data_version"('id');
--> statement-breakpoint
CREATE TRIGGER "group_expenses_description_version" AFTER UPDATE OF "description" ON "group_expenses"
  FOR EACH ROW WHEN (OLD.description IS DISTINCT FROM NEW.description) EXECUTE FUNCTION "group_names_data_version"('group_id');
