CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"min" numeric(12, 2) NOT NULL,
	"max" numeric(12, 2) NOT NULL,
	CONSTRAINT "price_history_event_check" CHECK ("price_history"."event" in ('listed', 'price_changed', 'sold'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathrooms" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "living_area" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lot_size" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plan" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tour_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_property_idx" ON "price_history" USING btree ("property_id","date","id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_check" CHECK ("properties"."property_type" in ('house', 'apartment', 'condo', 'townhouse', 'land', 'commercial'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_bedrooms_check" CHECK ("properties"."bedrooms" between 0 and 50);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_bathrooms_check" CHECK ("properties"."bathrooms" between 0 and 50 and "properties"."bathrooms" * 2 = trunc("properties"."bathrooms" * 2));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_living_area_check" CHECK ("properties"."living_area" > 0 and "properties"."living_area" <= 10000000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lot_size_check" CHECK ("properties"."lot_size" > 0 and "properties"."lot_size" <= 10000000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_year_built_check" CHECK ("properties"."year_built" >= 1500);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_description_check" CHECK (char_length("properties"."description") <= 5000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_coordinates_check" CHECK (("properties"."latitude" is null) = ("properties"."longitude" is null) and "properties"."latitude" between -90 and 90 and "properties"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_photos_check" CHECK (jsonb_typeof("properties"."photos") = 'array' and jsonb_array_length("properties"."photos") <= 30);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tour_url_check" CHECK ("properties"."tour_url" like 'https://%');--> statement-breakpoint
-- Existing listings stay valid: their one picture becomes their gallery; a verified or sold
-- listing was listed when it was created (its first verification was not recorded), at the
-- price it has now, and a sold one was sold at its sale's price.
UPDATE "properties" SET "photos" = jsonb_build_array(jsonb_build_object('url', "image", 'alt', ''));--> statement-breakpoint
UPDATE "properties" SET "listed_at" = "created_at" WHERE "status" IN ('verified', 'sold');--> statement-breakpoint
INSERT INTO "price_history" ("property_id", "date", "event", "min", "max")
  SELECT "id", "created_at", 'listed', "price_min", "price_max" FROM "properties"
  WHERE "status" IN ('verified', 'sold');--> statement-breakpoint
INSERT INTO "price_history" ("property_id", "date", "event", "min", "max")
  SELECT s."property_id", s."sold_at", 'sold', s."price", s."price" FROM "sales" AS s
  JOIN "properties" AS p ON p."id" = s."property_id" WHERE p."status" = 'sold';
