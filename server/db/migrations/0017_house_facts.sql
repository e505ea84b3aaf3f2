-- The owners' house facts (server/db/schema.ts says why columns, nullable). No trigger of its
-- own: site_facts_public_pages (0015) fires on every statement that changes the row, so saving
-- these facts bumps the public-pages version too.
ALTER TABLE "site_facts" ADD COLUMN "check_in_from" varchar(5);--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "check_in_to" varchar(5);--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "check_out_from" varchar(5);--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "check_out_to" varchar(5);--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "quiet_hours_from" varchar(5);--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "quiet_hours_to" varchar(5);--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "free_cancellation_days" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "response_hours" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "size_sqm" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "sleeps" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "train_station_minutes" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "airport_hours" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "nearest_city_minutes" integer;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "site_facts" ADD COLUMN "social_profile_url" varchar(500);