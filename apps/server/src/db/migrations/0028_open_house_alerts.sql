-- Open houses (CONTRACT.md section 13, issue 40): a new open house is an alert (`open_house`)
-- for the instant saved searches its listing matches. Its notification names its search, its
-- listing, its price and the open house (gone with it when the agent cancels it), and no
-- price_history event. E-mails may carry files (an open house's calendar file).
ALTER TABLE "notifications" ADD COLUMN "open_house_id" uuid REFERENCES "open_houses"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('new_listing', 'price_drop', 'open_house', 'listing_verified', 'listing_rejected', 'account_marked_fraud'));--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_shape_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shape_check" CHECK (
  CASE
    WHEN "notifications"."kind" in ('new_listing', 'price_drop') THEN
      "notifications"."saved_search_id" is not null and "notifications"."event_id" is not null
      and "notifications"."property_id" is not null and "notifications"."price" is not null
    WHEN "notifications"."kind" = 'open_house' THEN
      "notifications"."saved_search_id" is not null and "notifications"."event_id" is null
      and "notifications"."property_id" is not null and "notifications"."price" is not null
      and "notifications"."open_house_id" is not null
    WHEN "notifications"."kind" = 'account_marked_fraud' THEN
      "notifications"."saved_search_id" is null and "notifications"."event_id" is null
      and "notifications"."property_id" is null
    ELSE
      "notifications"."saved_search_id" is null and "notifications"."event_id" is null
      and "notifications"."property_id" is not null
  END
);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_open_house_idx" ON "notifications" USING btree ("user_id","open_house_id") WHERE "open_house_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
