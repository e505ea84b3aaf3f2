-- Public pages are cached in each instance's memory. This one-row counter tells every instance
-- that data shown on them changed: triggers bump it in the same transaction as the change, so
-- the new version becomes visible exactly when the new data does.
CREATE TABLE "public_pages_version" (
  "id" integer PRIMARY KEY CHECK ("id" = 1),
  "version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_public_pages_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public_pages_version" ("id", "version") VALUES (1, 1)
  ON CONFLICT ("id") DO UPDATE SET "version" = "public_pages_version"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "reservations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
