-- Agent reviews (CONTRACT.md section 14, issue 41): a buyer who had a viewing confirmed by an
-- agent, or an offer answered by one, rates the agent once (1-5) with a plain-text comment.
CREATE TABLE "agent_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reviewer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_reviews_rating_check" CHECK ("agent_reviews"."rating" between 1 and 5),
	CONSTRAINT "agent_reviews_comment_check" CHECK (char_length("agent_reviews"."comment") between 1 and 2000)
);--> statement-breakpoint
-- Once per reviewer and agent: two requests at once cannot both write one.
CREATE UNIQUE INDEX "agent_reviews_agent_reviewer_idx" ON "agent_reviews" USING btree ("agent_id","reviewer_id");--> statement-breakpoint
-- The agent's page: their reviews newest first.
CREATE INDEX "agent_reviews_agent_created_idx" ON "agent_reviews" USING btree ("agent_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "agent_reviews_reviewer_idx" ON "agent_reviews" USING btree ("reviewer_id");
