CREATE TABLE "calendar_export" (
	"id" integer PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"include_pre_reserved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_export_one_row" CHECK ("calendar_export"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "channel_blocks" (
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	CONSTRAINT "channel_blocks_feed_id_uid_pk" PRIMARY KEY("feed_id","uid"),
	CONSTRAINT "channel_blocks_dates_check" CHECK ("channel_blocks"."end_date" > "channel_blocks"."start_date"),
	CONSTRAINT "channel_blocks_kind_check" CHECK ("channel_blocks"."kind" in ('reserved', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "channel_conflict_notices" (
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_conflict_notices_feed_id_uid_reservation_id_pk" PRIMARY KEY("feed_id","uid","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(60) NOT NULL,
	"url" text NOT NULL,
	"from_env" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"sync_started_at" timestamp with time zone,
	"sync_finished_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_report" jsonb,
	"last_error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_feeds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflict_notices" ADD CONSTRAINT "channel_conflict_notices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflict_notices" ADD CONSTRAINT "channel_conflict_notices_feed_id_uid_channel_blocks_feed_id_uid_fk" FOREIGN KEY ("feed_id","uid") REFERENCES "public"."channel_blocks"("feed_id","uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_blocks_dates_idx" ON "channel_blocks" USING btree ("start_date","end_date");--> statement-breakpoint
-- Imported nights show as booked on the public pages: a change empties their caches.
CREATE TRIGGER "channel_blocks_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "channel_blocks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
