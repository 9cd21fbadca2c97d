-- Issue 36 item 19 (docs/decisions/048): an agent hears of an admin's decision in the app. A
-- notification is now a saved search's alert (new_listing, price_drop: a search, an event and
-- a price, as before) or an agent's notice (listing_verified, listing_rejected: a listing, no
-- search; account_marked_fraud: neither). Alert rows are unchanged; the unique index on
-- (user_id, event_id) keeps holding for them, and notices, without an event, are not in it.
-- Its journal time is after 0021's, which was committed first: drizzle runs a migration only
-- when it is newer than the last one applied, so a database already at 0021 still gets this
-- one. Every statement may run again (a database that had it before the time was moved).
ALTER TABLE "notifications" ALTER COLUMN "saved_search_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "event_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "property_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "price" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('new_listing', 'price_drop', 'listing_verified', 'listing_rejected', 'account_marked_fraud'));
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_shape_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shape_check" CHECK (
  CASE
    WHEN "notifications"."kind" in ('new_listing', 'price_drop') THEN
      "notifications"."saved_search_id" is not null and "notifications"."event_id" is not null
      and "notifications"."property_id" is not null and "notifications"."price" is not null
    WHEN "notifications"."kind" = 'account_marked_fraud' THEN
      "notifications"."saved_search_id" is null and "notifications"."event_id" is null
      and "notifications"."property_id" is null
    ELSE
      "notifications"."saved_search_id" is null and "notifications"."event_id" is null
      and "notifications"."property_id" is not null
  END
);
