CREATE TABLE "site_facts" (
	"id" integer PRIMARY KEY NOT NULL,
	"owners" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"street" varchar(80) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"locality" varchar(80) NOT NULL,
	"region" varchar(60) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(320),
	CONSTRAINT "site_facts_one_row" CHECK ("site_facts"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_facts_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" varchar(320) NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_facts_changes_changed_at_idx" ON "site_facts_changes" USING btree ("changed_at");--> statement-breakpoint
-- The contact card, the imprint, the footer and the structured data show these facts.
CREATE TRIGGER "site_facts_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "site_facts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
