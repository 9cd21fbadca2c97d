-- A listing's structured address and languages (CONTRACT.md section 11, issue 38): the address's
-- parts, each optional; the language its own title and description are written in; translations
-- of them into other offered locales.
ALTER TABLE "properties" ADD COLUMN "street" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "postal_code" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "region" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "country" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_address_check" CHECK (char_length("street") <= 200 and char_length("postal_code") <= 20 and char_length("city") <= 100 and char_length("region") <= 100 and "country" ~ '^[A-Z]{2}$');
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_language_check" CHECK ("language" in ('en', 'es', 'fr', 'de', 'ar') and jsonb_typeof("translations") = 'object');
--> statement-breakpoint
-- The location search matches the city and the postal code too: its column is made again
-- (a generated column's expression cannot change), with the indexes that read it (migrations
-- 0007 to 0009) and its statistics target (0008).
ALTER TABLE "properties" DROP COLUMN "location_search";
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_search" text GENERATED ALWAYS AS (lower("properties"."location" || coalesce(' ' || "properties"."city", '') || coalesce(' ' || "properties"."postal_code", ''))) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "location_search" SET STATISTICS 1000;
--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("location_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("price_min","id","location_search") WHERE "properties"."listed";
--> statement-breakpoint
CREATE INDEX "properties_public_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id","location_search") WHERE "properties"."listed";
--> statement-breakpoint
-- Migration 0021 was dated before 0020 in the journal, so a database migrated to 0020 before
-- 0021 existed never applied it; its change, again, harmlessly where it was applied.
ALTER TABLE "account_tokens" DROP CONSTRAINT IF EXISTS "account_tokens_purpose_check";
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'password-reset', 'sign-in-code'));
--> statement-breakpoint
-- The new column's statistics, which the location search's plans read (migration 0008).
ANALYZE "properties";
