-- Ids that sort by creation time (UUIDv7, RFC 9562), so lists ordered by (date, id) show the
-- newest entry of a day first. Built here because the built-in uuidv7() needs PostgreSQL 18.
-- Layout: 48 bits of Unix milliseconds, version 7, 12 bits of the sub-millisecond part of the
-- microsecond clock (RFC 9562 method 3), variant 10, a 14-bit counter shared by all sessions
-- that orders ids made in the same microsecond, then 48 random bits. Existing ids stay as they are.
CREATE SEQUENCE "time_ordered_uuid_counter" AS integer MINVALUE 0 MAXVALUE 16383 START WITH 0 CYCLE;
--> statement-breakpoint
CREATE FUNCTION "time_ordered_uuid"() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(
    substring(int8send(c.micros / 1000) FROM 3)
      || substring(int4send((28672 + (c.micros % 1000) * 4096 / 1000)::integer) FROM 3)
      || substring(int4send((32768 + nextval('time_ordered_uuid_counter'))::integer) FROM 3)
      || substring(uuid_send(gen_random_uuid()) FROM 11),
    'hex')::uuid
  FROM (SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS micros) c
$$;
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "financial_goals" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();
