-- Hand-written (drizzle-kit cannot express INCLUDE): the newest items' words (0017) are held only
-- for items whose title and keywords are at most 400 bytes, whose words fit in a btree row (2,704
-- bytes); the words of a 2,048-character title of short random words (or CJK) did not, and its
-- save failed. The longer ones, few, have an index of their own that the search walks beside it
-- (search/service.ts). The predicates are search/sources.ts's contentWordsFitIndex, word for word.
DROP INDEX "content_items_search_recent";--> statement-breakpoint
CREATE INDEX "content_items_search_recent" ON "content_items" ("id") INCLUDE ("type", "deleted_at", "search_words") WHERE ((octet_length(title) + octet_length(keywords)) <= 400);--> statement-breakpoint
CREATE INDEX "content_items_search_recent_long" ON "content_items" ("id") WHERE not ((octet_length(title) + octet_length(keywords)) <= 400);
