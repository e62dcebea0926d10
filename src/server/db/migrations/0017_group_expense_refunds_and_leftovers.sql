ALTER TABLE "group_expense_shares" DROP CONSTRAINT "group_expense_shares_not_negative";--> statement-breakpoint
ALTER TABLE "group_expenses" DROP CONSTRAINT "group_expenses_amount_positive";--> statement-breakpoint
ALTER TABLE "group_expense_shares" ADD COLUMN "leftover_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_expense_shares" ADD CONSTRAINT "group_expense_shares_leftover_unit" CHECK ("group_expense_shares"."leftover_minor" between -1 and 1);--> statement-breakpoint
ALTER TABLE "group_expenses" ADD CONSTRAINT "group_expenses_amount_not_zero" CHECK ("group_expenses"."amount_minor" <> 0);--> statement-breakpoint
-- Equal splits written before leftovers were recorded: whoever got more than the floor of an equal part got the leftover unit.
UPDATE "group_expense_shares" s SET "leftover_minor" = s."share_minor" - e."amount_minor" / n."members"
FROM "group_expenses" e, (SELECT "expense_id", count(*) AS "members" FROM "group_expense_shares" GROUP BY "expense_id") n
WHERE e."id" = s."expense_id" AND n."expense_id" = s."expense_id" AND e."split_mode" = 'equal';
