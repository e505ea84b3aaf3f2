CREATE TABLE "reply_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"payment_details" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(320),
	CONSTRAINT "reply_settings_one_row" CHECK ("reply_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"kind" varchar(10) NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(320),
	CONSTRAINT "reply_templates_kind_language_pk" PRIMARY KEY("kind","language")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_inquiry_id_booking_inquiries_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "decision" varchar(10);--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "decided_by" varchar(320);--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" varchar(200);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_inquiry_id_booking_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."booking_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_inquiries_processed_created_at_idx" ON "booking_inquiries" USING btree ("processed","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_inquiry_id_idx" ON "email_outbox" USING btree ("inquiry_id");--> statement-breakpoint
ALTER TABLE "booking_inquiries" ADD CONSTRAINT "booking_inquiries_decision_check" CHECK ("booking_inquiries"."decision" is null or "booking_inquiries"."decision" in ('accepted', 'rejected'));--> statement-breakpoint
-- Inquiries accepted before decisions were recorded are those a reservation came from.
UPDATE "booking_inquiries" SET "decision" = 'accepted' WHERE "processed" AND "id" IN (SELECT "inquiry_id" FROM "reservations" WHERE "inquiry_id" IS NOT NULL);
