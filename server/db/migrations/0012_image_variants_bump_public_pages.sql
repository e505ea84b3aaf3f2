-- The public pages read the image variants too (their widths and sizes). They change together with
-- their image today, but every table the public pages read bumps the version itself, so that a
-- change made another way can never leave a cached page stale (checked by a test).
CREATE TRIGGER "website_image_variants_public_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "website_image_variants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_pages_version"();
