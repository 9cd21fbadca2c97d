-- The public list by listing type (CONTRACT.md section 12, docs/decisions/059): `listing=sale`
-- (every list that does not say otherwise) and `listing=rent` walk an order's index that leads
-- with the type, so that a page of one kind is found from the index alone without passing the
-- other kind's entries; `listing=all` walks the indexes of migration 0023 as before. The few
-- wide price ranges have theirs too (lowest price first from a minimum, migration 0015: without
-- it a search for rentals from a minimum walked every rental). The GiST
-- index of areas and the map carries the type too, so that an area's count, its matches and a
-- map's grouping stay index-only scans (migration 0016).
CREATE INDEX "properties_public_kind_price_idx" ON "properties" USING btree ("listing_type","price_min","id","location_search") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_public_kind_created_idx" ON "properties" USING btree ("listing_type","created_at" DESC NULLS LAST,"id","location_search") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_public_kind_wide_price_idx" ON "properties" USING btree ("listing_type","price_min","id") WHERE "properties"."listed" and "properties"."price_max" * 0.8 > "properties"."price_min";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_public_point_idx";--> statement-breakpoint
CREATE INDEX "properties_public_point_idx" ON "properties" USING gist (point("longitude", "latitude"))
  INCLUDE ("longitude", "latitude", "id", "price_min", "price_max", "bedrooms", "bathrooms",
           "property_type", "living_area", "created_at", "listed_at", "listing_type")
  WHERE "properties"."listed";
