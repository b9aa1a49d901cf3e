-- Hand-written (drizzle-kit cannot express INCLUDE): the search lists the newest items that hold
-- a word by walking this index backwards, reading each item's words from the index alone. A
-- word that few items hold would otherwise walk the whole table, whose rows are wide (their
-- list rows and fields), taking seconds instead of milliseconds (bench/search.ts).
CREATE INDEX "content_items_search_recent" ON "content_items" ("id") INCLUDE ("type", "search_words") WHERE "deleted_at" IS NULL;
