-- Issue 36: one review per person and listing. Earlier duplicates are resolved first: the
-- newest review of each person and listing is kept (the latest word), the older ones go.
DELETE FROM "reviews" AS "older"
USING "reviews" AS "newer"
WHERE "older"."property_id" = "newer"."property_id"
  AND "older"."reviewer_id" = "newer"."reviewer_id"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_property_reviewer_idx" ON "reviews" USING btree ("property_id","reviewer_id");
