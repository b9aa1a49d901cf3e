-- Hand-written (drizzle-kit cannot express triggers): every row deleted from a listed table
-- (one with list_xid) leaves its id in list_deletions with the deleting transaction, so each
-- server's list cache drops it on its next read (apps/server/src/db/list-cache.ts).
CREATE FUNCTION "record_list_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_deletions" ("table_name", "id") SELECT TG_TABLE_NAME, "id" FROM "gone";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_items_list_deletion" AFTER DELETE ON "content_items" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_list_deletion"();--> statement-breakpoint
CREATE TRIGGER "tags_list_deletion" AFTER DELETE ON "tags" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_list_deletion"();--> statement-breakpoint
CREATE TRIGGER "categories_list_deletion" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_list_deletion"();--> statement-breakpoint
CREATE TRIGGER "attributes_list_deletion" AFTER DELETE ON "attributes" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_list_deletion"();--> statement-breakpoint
CREATE TRIGGER "allowed_ips_list_deletion" AFTER DELETE ON "allowed_ips" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_list_deletion"();--> statement-breakpoint
CREATE TRIGGER "users_list_deletion" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_list_deletion"();--> statement-breakpoint
CREATE TRIGGER "projects_list_deletion" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_list_deletion"();
