CREATE INDEX "properties_public_listed_idx" ON "properties" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_public_point_idx" ON "properties" USING gist (point("longitude", "latitude")) WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_public_type_idx" ON "properties" USING btree ("property_type") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_public_area_idx" ON "properties" USING btree ("living_area") WHERE "properties"."listed";