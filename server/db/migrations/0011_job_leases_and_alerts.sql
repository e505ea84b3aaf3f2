CREATE TABLE "operation_alerts" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- Claims of earlier versions were only kept for days that were done.
UPDATE "job_runs" SET "finished_at" = "day"::timestamptz;
