-- Issue 36: one review per person and listing. Earlier duplicates are resolved first: the
-- newest review of each person and listing is kept (the latest word), the older ones go.
DELETE FROM "reviews" AS "older"
USING "reviews" AS "newer"
WHERE "older"."property_id" = "newer"."property_id"
  AND "older"."reviewer_id" = "newer"."reviewer_id"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_property_reviewer_idx" ON "reviews" USING btree ("property_id","reviewer_id");
--> statement-breakpoint
-- Issue 36: one home matching two saved searches of one account is one notification naming both.
ALTER TABLE "notifications" ADD COLUMN "saved_search_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
--> statement-breakpoint
UPDATE "notifications" SET "saved_search_ids" = ARRAY["saved_search_id"];
--> statement-breakpoint
-- Earlier notifications of one account and event (one per search) become the oldest one.
UPDATE "notifications" AS "kept"
SET "saved_search_ids" = "merged"."ids"
FROM (
  SELECT "user_id", "event_id", array_agg("saved_search_id" ORDER BY "created_at", "id") AS "ids",
    (array_agg("id" ORDER BY "created_at", "id"))[1] AS "first"
  FROM "notifications"
  GROUP BY "user_id", "event_id"
  HAVING count(*) > 1
) AS "merged"
WHERE "kept"."id" = "merged"."first";
--> statement-breakpoint
DELETE FROM "notifications" AS "n"
USING "notifications" AS "earlier"
WHERE "n"."user_id" = "earlier"."user_id"
  AND "n"."event_id" = "earlier"."event_id"
  AND ("earlier"."created_at", "earlier"."id") < ("n"."created_at", "n"."id");
--> statement-breakpoint
DROP INDEX "notifications_search_event_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_event_idx" ON "notifications" USING btree ("user_id","event_id") WHERE "notifications"."event_id" is not null;
