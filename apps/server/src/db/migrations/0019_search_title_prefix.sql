-- The search's title indexes hold the folded title's first 500 characters (titleIndexChars in
-- search/folded.ts): a whole title of random CJK or emoji outgrew a btree row (2,704 bytes) and
-- its save failed.
DROP INDEX "content_items_search_title";--> statement-breakpoint
DROP INDEX "projects_search_title";--> statement-breakpoint
DROP INDEX "allowed_ips_search_title";--> statement-breakpoint
DROP INDEX "categories_search_title";--> statement-breakpoint
DROP INDEX "legal_versions_search_title";--> statement-breakpoint
DROP INDEX "tags_search_title";--> statement-breakpoint
DROP INDEX "users_search_title";--> statement-breakpoint
CREATE INDEX "content_items_search_title" ON "content_items" USING btree ((left(search_fold("title"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "projects_search_title" ON "projects" USING btree ((left(search_fold("name"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "allowed_ips_search_title" ON "allowed_ips" USING btree ((left(search_fold("ip"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "categories_search_title" ON "categories" USING btree ((left(search_fold("name"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "legal_versions_search_title" ON "legal_versions" USING btree ((left(search_fold("title"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "tags_search_title" ON "tags" USING btree ((left(search_fold("name"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "users_search_title" ON "users" USING btree ((left(search_fold("username"), 500) collate "C"));
