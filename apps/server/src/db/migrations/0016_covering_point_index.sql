-- The map's and the areas' GiST index carries the columns that a search filters on, the orders
-- and the map read, so that counting an area, sorting its matches and grouping a map read the
-- index alone (an index-only scan) instead of one table page per listing (docs/decisions/039).
-- drizzle-kit cannot write INCLUDE: schema.ts declares the index without it.
DROP INDEX IF EXISTS "properties_public_point_idx";--> statement-breakpoint
CREATE INDEX "properties_public_point_idx" ON "properties" USING gist (point("longitude", "latitude"))
  INCLUDE ("longitude", "latitude", "id", "price_min", "price_max", "bedrooms", "bathrooms",
           "property_type", "living_area", "created_at", "listed_at")
  WHERE "properties"."listed";
