-- An account's language (CONTRACT.md section 11, issue 38): the locale its e-mails and its
-- pages use; null for accounts made before it existed (they read the site's default locale).
-- Dated after 0023 in the journal (0023 was committed first), so a database already at 0023 still
-- gets it; its statements may run again harmlessly.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "locale" text;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_locale_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'es', 'fr', 'de', 'ar'));
