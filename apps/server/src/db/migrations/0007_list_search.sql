DROP INDEX "properties_location_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_public_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_created_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_search" text GENERATED ALWAYS AS (lower("properties"."location")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("location_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_listed_price_idx" ON "properties" USING btree ("price_min","id","agent_id","location_search") WHERE "properties"."status" = 'verified' and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_listed_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id","agent_id","location_search") WHERE "properties"."status" = 'verified' and "properties"."deleted_at" is null;