-- The RESO Web API's indexes (0034) in the order its pages ask for: OData sorts nulls first
-- ascending and last descending (modules/reso/query.ts), which an index of the default order
-- (nulls last ascending) never gives, so the planner sorted every matching row before taking a
-- page (EXPLAIN: Sort over a bitmap scan, or a Seq Scan for a status). NULLS FIRST read forwards
-- gives `asc nulls first`, read backwards `desc nulls last`: the page is the index's first rows.
DROP INDEX IF EXISTS "properties_reso_modified_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_reso_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_reso_status_idx";--> statement-breakpoint
CREATE INDEX "properties_reso_modified_idx" ON "properties" USING btree ("updated_at" NULLS FIRST,"id") WHERE "properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold');--> statement-breakpoint
CREATE INDEX "properties_reso_price_idx" ON "properties" USING btree ("price_min" NULLS FIRST,"id") WHERE "properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold');--> statement-breakpoint
CREATE INDEX "properties_reso_status_idx" ON "properties" USING btree ("status","updated_at" NULLS FIRST,"id") WHERE "properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold');
