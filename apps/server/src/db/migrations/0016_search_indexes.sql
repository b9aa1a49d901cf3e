ALTER TABLE "projects" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name" || ' ' || "legal_name" || ' ' || "tld"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("username" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("title" || ' ' || "keywords"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "allowed_ips" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("ip" || ' ' || "description"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_versions" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("title"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name" || ' ' || "description"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_search_words" ON "projects" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "projects_search_title" ON "projects" USING btree ((search_fold("name") collate "C"));--> statement-breakpoint
CREATE INDEX "users_search_words" ON "users" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "users_search_title" ON "users" USING btree ((search_fold("username") collate "C"));--> statement-breakpoint
CREATE INDEX "content_items_content_id" ON "content_items" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_items_search_words" ON "content_items" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "content_items_search_title" ON "content_items" USING btree ((search_fold("title") collate "C"));--> statement-breakpoint
CREATE INDEX "allowed_ips_search_words" ON "allowed_ips" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "allowed_ips_search_title" ON "allowed_ips" USING btree ((search_fold("ip") collate "C"));--> statement-breakpoint
CREATE INDEX "categories_search_words" ON "categories" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "categories_search_title" ON "categories" USING btree ((search_fold("name") collate "C"));--> statement-breakpoint
CREATE INDEX "legal_versions_search_words" ON "legal_versions" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "legal_versions_search_title" ON "legal_versions" USING btree ((search_fold("title") collate "C"));--> statement-breakpoint
CREATE INDEX "tags_search_words" ON "tags" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "tags_search_title" ON "tags" USING btree ((search_fold("name") collate "C"));