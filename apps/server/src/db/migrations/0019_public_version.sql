-- An agent's change to a verified listing waits here for an admin, while the row's own columns
-- stay the last verified version, which the public keeps seeing (docs/decisions/047). Every
-- public read, `listed` and the search indexes are unchanged. A listing edited before this
-- migration (pending, its verified version overwritten) stays pending, as before.
ALTER TABLE "properties" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_pending_change_check" CHECK (jsonb_typeof("properties"."pending_change") = 'object');
