-- A code e-mailed to the owner lets a sign-in past the account-wide slow-down, in the browser
-- that asked for it (issue 36 item 10, decision 052): a third purpose of account tokens.
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'password-reset', 'sign-in-code'));
