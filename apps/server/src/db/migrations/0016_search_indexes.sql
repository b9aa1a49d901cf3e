CREATE INDEX "projects_search_words" ON "projects" USING gin (to_tsvector('simple', search_fold("name" || ' ' || "legal_name" || ' ' || "tld")));--> statement-breakpoint
CREATE INDEX "projects_search_title" ON "projects" USING btree ((search_fold("name") collate "C"));--> statement-breakpoint
CREATE INDEX "users_search_words" ON "users" USING gin (to_tsvector('simple', search_fold("username" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email")));--> statement-breakpoint
CREATE INDEX "users_search_title" ON "users" USING btree ((search_fold("username") collate "C"));--> statement-breakpoint
CREATE INDEX "content_items_content_id" ON "content_items" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_items_search_words" ON "content_items" USING gin (to_tsvector('simple', search_fold("title" || ' ' || "keywords")));--> statement-breakpoint
CREATE INDEX "content_items_search_title" ON "content_items" USING btree ((search_fold("title") collate "C"));--> statement-breakpoint
CREATE INDEX "allowed_ips_search_words" ON "allowed_ips" USING gin (to_tsvector('simple', search_fold("ip" || ' ' || "description")));--> statement-breakpoint
CREATE INDEX "allowed_ips_search_title" ON "allowed_ips" USING btree ((search_fold("ip") collate "C"));--> statement-breakpoint
CREATE INDEX "categories_search_words" ON "categories" USING gin (to_tsvector('simple', search_fold("name")));--> statement-breakpoint
CREATE INDEX "categories_search_title" ON "categories" USING btree ((search_fold("name") collate "C"));--> statement-breakpoint
CREATE INDEX "legal_versions_search_words" ON "legal_versions" USING gin (to_tsvector('simple', search_fold("title")));--> statement-breakpoint
CREATE INDEX "legal_versions_search_title" ON "legal_versions" USING btree ((search_fold("title") collate "C"));--> statement-breakpoint
CREATE INDEX "tags_search_words" ON "tags" USING gin (to_tsvector('simple', search_fold("name" || ' ' || "description")));--> statement-breakpoint
CREATE INDEX "tags_search_title" ON "tags" USING btree ((search_fold("name") collate "C"));