CREATE TABLE "guest_info_pdf" (
	"id" integer PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" varchar(320) NOT NULL,
	CONSTRAINT "guest_info_pdf_one_row" CHECK ("guest_info_pdf"."id" = 1)
);
--> statement-breakpoint
-- The guest-information page links the uploaded PDF.
CREATE TRIGGER "guest_info_pdf_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "guest_info_pdf" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
