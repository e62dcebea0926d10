CREATE TABLE "transaction_totals" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_totals_user_id_type_category_currency_pk" PRIMARY KEY("user_id","type","category","currency")
);
--> statement-breakpoint
ALTER TABLE "transaction_totals" ADD CONSTRAINT "transaction_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;