CREATE TABLE "guest_message_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"arrival_enabled" boolean DEFAULT true NOT NULL,
	"arrival_days_before" integer DEFAULT 7 NOT NULL,
	"thanks_enabled" boolean DEFAULT true NOT NULL,
	"thanks_days_after" integer DEFAULT 1 NOT NULL,
	"feedback_elsewhere" integer DEFAULT 29 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(320),
	CONSTRAINT "guest_message_settings_one_row" CHECK ("guest_message_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "review_invitations_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid,
	"builtin_key" varchar(20),
	"rating" integer NOT NULL,
	"text" varchar(1000) DEFAULT '' NOT NULL,
	"author_name" varchar(60) DEFAULT '' NOT NULL,
	"language" varchar(2) NOT NULL,
	"state" varchar(10) DEFAULT 'new' NOT NULL,
	"answer" varchar(1000),
	"created_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" varchar(320),
	CONSTRAINT "reviews_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "reviews_builtin_key_unique" UNIQUE("builtin_key"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_state_check" CHECK ("reviews"."state" in ('new', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "muted_messages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_state_created_idx" ON "reviews" USING btree ("state","created_at");--> statement-breakpoint
-- The home page shows the published reviews and the feedback count.
CREATE TRIGGER "reviews_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();--> statement-breakpoint
CREATE TRIGGER "guest_message_settings_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "guest_message_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
