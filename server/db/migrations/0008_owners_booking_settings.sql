CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"general" jsonb,
	"years" jsonb NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "booking_settings_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" varchar(320) NOT NULL,
	"scope" varchar(10) NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_inquiries" DROP CONSTRAINT "booking_inquiries_guest_count_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_guests_check";--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "quote" jsonb;--> statement-breakpoint
CREATE INDEX "booking_settings_changes_changed_at_idx" ON "booking_settings_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_guest_count_check" CHECK ("booking_inquiries"."guest_count" >= 1);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guests_check" CHECK ("reservations"."guests" >= 1);--> statement-breakpoint
-- Prices, seasons and rules show on the public pages: a change empties every instance's page cache.
CREATE TRIGGER "booking_settings_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "booking_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
