CREATE TABLE "website_image_variants" (
	"image_key" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "website_image_variants_image_key_width_pk" PRIMARY KEY("image_key","width")
);
--> statement-breakpoint
CREATE TABLE "website_images" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"category" varchar(20) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "website_images_category_check" CHECK ("website_images"."category" in ('logos', 'gallery', 'backgrounds', 'content'))
);
--> statement-breakpoint
ALTER TABLE "website_image_variants" ADD CONSTRAINT "website_image_variants_image_key_website_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."website_images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_images_category_idx" ON "website_images" USING btree ("category","uploaded_at");--> statement-breakpoint
-- The public pages show the uploaded logo, background and gallery: a change empties their caches.
CREATE TRIGGER "website_images_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "website_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
