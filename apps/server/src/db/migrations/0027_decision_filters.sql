-- The filters of what a buyer needs to decide (CONTRACT.md section 13, issue 40) on saved
-- searches, stored ready for matching on write as the other filters are (modules/search/filters.ts):
-- `energy` (that rating or better), `features` and `accessible` (all of them), `open_house_days`
-- (an open house starting within that many days). Null is "no such filter": every search saved
-- before has none.
ALTER TABLE "saved_searches" ADD COLUMN "energy" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "features" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "accessible" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "open_house_days" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_energy_check" CHECK ("saved_searches"."energy" in ('A', 'B', 'C', 'D', 'E', 'F', 'G'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_open_house_days_check" CHECK ("saved_searches"."open_house_days" between 1 and 90);
