-- Hand-written (drizzle-kit cannot express INCLUDE): the search finds the newest items that hold
-- a word by walking this index backwards and reading each item's type, trash mark and words from
-- the index alone. A word that few items hold would otherwise walk the table itself, whose rows
-- are wide (their list rows and fields): seconds instead of milliseconds (bench/search.ts).
CREATE INDEX "content_items_search_recent" ON "content_items" ("id") INCLUDE ("type", "deleted_at", "search_words");
