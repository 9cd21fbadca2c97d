-- The planner estimates `location_search like '%term%'` from this column's statistics: with the
-- default target (100) it saw 85 matches where a city had 14,000 at 1M listings, and chose
-- plans 100 times slower. A larger sample keeps estimates close (docs/decisions/010).
ALTER TABLE "properties" ALTER COLUMN "location_search" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "properties";
