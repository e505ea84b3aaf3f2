CREATE TABLE "site_text_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_text_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" varchar(120) NOT NULL,
	"language" varchar(2) NOT NULL,
	"before" text,
	"value" text,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" varchar(320) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_text_drafts" (
	"key" varchar(120) NOT NULL,
	"language" varchar(2) NOT NULL,
	"value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(320),
	CONSTRAINT "site_text_drafts_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
CREATE INDEX "site_text_changes_key_idx" ON "site_text_changes" USING btree ("key","language","id");--> statement-breakpoint
CREATE INDEX "site_text_changes_changed_at_idx" ON "site_text_changes" USING btree ("changed_at");--> statement-breakpoint
-- The public pages show the newest published text per key and language; the draft is read only
-- by a signed-in admin's preview, which is never kept, so it needs no trigger.
CREATE TRIGGER "site_text_changes_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "site_text_changes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
