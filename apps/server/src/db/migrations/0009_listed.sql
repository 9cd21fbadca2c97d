-- properties.listed: verified, not deleted, and listed by an agent who is not marked as fraud,
-- kept by the triggers below in the transaction of every write, so that the public list and
-- its totals read the properties table alone (docs/decisions/010).
DROP INDEX "properties_listed_price_idx";--> statement-breakpoint
DROP INDEX "properties_listed_created_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "properties" AS p SET "listed" = true
WHERE p."status" = 'verified' AND p."deleted_at" IS NULL
  AND EXISTS (SELECT 1 FROM "users" AS u WHERE u."id" = p."agent_id" AND u."status" <> 'fraud');--> statement-breakpoint
-- Every insert and update of a property sets `listed` from its own row and its agent's status,
-- whatever the statement wrote into it (also the agent_id set to null when an agent is deleted).
-- A concurrent change of the agent's status is safe: it updates this row too (below), after
-- this write's row lock, and the trigger then runs again on the newest row.
CREATE FUNCTION "properties_set_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listed" := NEW."status" = 'verified' AND NEW."deleted_at" IS NULL AND EXISTS (
    SELECT 1 FROM "users" WHERE "users"."id" = NEW."agent_id" AND "users"."status" <> 'fraud');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_set_listed" BEFORE INSERT OR UPDATE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_set_listed"();--> statement-breakpoint
-- An agent marked as fraud (or cleared) takes all their listings off (or back on) the list.
CREATE FUNCTION "users_relist_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "listed" = "listed" WHERE "agent_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_relist_properties" AFTER UPDATE OF "status" ON "users"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "users_relist_properties"();--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("price_min","id","location_search") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_public_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id","location_search") WHERE "properties"."listed";
