CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"account_holder" varchar(70) DEFAULT '' NOT NULL,
	"iban" varchar(34) DEFAULT '' NOT NULL,
	"bic" varchar(11),
	"deposit_percent" integer DEFAULT 30 NOT NULL,
	"deposit_days" integer DEFAULT 7 NOT NULL,
	"balance_days_before_arrival" integer DEFAULT 30 NOT NULL,
	"offer_hold_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(320),
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stay_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stay_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" varchar(320) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"detail" jsonb,
	"message_key" varchar(80)
);
--> statement-breakpoint
CREATE TABLE "stay_offers" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"total_cents" integer NOT NULL,
	"total_reason" text,
	"deposit_cents" integer NOT NULL,
	"deposit_due" date NOT NULL,
	"balance_due" date NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" varchar(320) NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "stay_offers_amounts_check" CHECK ("stay_offers"."total_cents" > 0 and "stay_offers"."deposit_cents" >= 0 and "stay_offers"."deposit_cents" <= "stay_offers"."total_cents"),
	CONSTRAINT "stay_offers_state_check" CHECK ("stay_offers"."state" in ('open', 'accepted', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "stay_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" varchar(10) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" varchar(320) NOT NULL,
	CONSTRAINT "stay_payments_amount_check" CHECK ("stay_payments"."amount_cents" <> 0),
	CONSTRAINT "stay_payments_method_check" CHECK ("stay_payments"."method" in ('transfer', 'cash', 'other'))
);
--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD COLUMN "export_token" varchar(64);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "language" varchar(2) DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "status_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "holds_dates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_token" varchar(64);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reference" varchar(12);--> statement-breakpoint
ALTER TABLE "stay_events" ADD CONSTRAINT "stay_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_offers" ADD CONSTRAINT "stay_offers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_payments" ADD CONSTRAINT "stay_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_events_reservation_idx" ON "stay_events" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_events_message_key_idx" ON "stay_events" USING btree ("reservation_id","message_key");--> statement-breakpoint
CREATE INDEX "stay_payments_reservation_idx" ON "stay_payments" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_export_token_unique" UNIQUE("export_token");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guest_token_unique" UNIQUE("guest_token");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hold_check" CHECK (not ("reservations"."holds_dates" and "reservations"."status" = 'cancelled'));--> statement-breakpoint
-- Stays made from an inquiry take its language and quote. Only when there are any: the
-- statement trigger bumping the public pages' version fires even for no rows, and a freshly
-- migrated database must stay empty (a backup is restored into one).
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "reservations" WHERE "inquiry_id" IS NOT NULL) THEN
    UPDATE "reservations" SET "language" = i."language", "quote" = i."quote"
      FROM "booking_inquiries" i WHERE i."id" = "reservations"."inquiry_id";
  END IF;
END $$;--> statement-breakpoint
-- Held offers take their nights like booked and paid stays do.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist (daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("status" IN ('booked', 'paid') OR "holds_dates");--> statement-breakpoint
-- The bank details the owners typed into the replies' payment text become their account, where
-- the text names them ("IBAN …", "BIC …", "Kontoinhaber …"); the owners check it on the page.
INSERT INTO "payment_settings" ("id", "account_holder", "iban", "bic", "updated_by")
SELECT 1,
  left(coalesce(trim((regexp_match("payment_details", '(?:Kontoinhaber(?:in)?|Empfänger|Inhaber)\s*:?\s*([^\n]+)', 'i'))[1]), ''), 70),
  left(coalesce(upper(regexp_replace((regexp_match("payment_details", 'IBAN\s*:?\s*([A-Za-z]{2}[0-9]{2}[0-9A-Za-z ]{10,32})', 'i'))[1], '\s', '', 'g')), ''), 34),
  left(upper((regexp_match("payment_details", 'BIC\s*:?\s*([A-Za-z0-9]{8,11})', 'i'))[1]), 11),
  "updated_by"
FROM "reply_settings" WHERE "id" = 1 AND "payment_details" ~* 'IBAN';
