ALTER TABLE "projects" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "allowed_ips" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_type_list_xid" ON "content_items" USING btree ("type","list_xid");--> statement-breakpoint
CREATE FUNCTION "set_list_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_items_list_xid" BEFORE UPDATE ON "content_items" FOR EACH ROW EXECUTE FUNCTION "set_list_xid"();--> statement-breakpoint
CREATE TRIGGER "tags_list_xid" BEFORE UPDATE ON "tags" FOR EACH ROW EXECUTE FUNCTION "set_list_xid"();--> statement-breakpoint
CREATE TRIGGER "categories_list_xid" BEFORE UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION "set_list_xid"();--> statement-breakpoint
CREATE TRIGGER "attributes_list_xid" BEFORE UPDATE ON "attributes" FOR EACH ROW EXECUTE FUNCTION "set_list_xid"();--> statement-breakpoint
CREATE TRIGGER "allowed_ips_list_xid" BEFORE UPDATE ON "allowed_ips" FOR EACH ROW EXECUTE FUNCTION "set_list_xid"();--> statement-breakpoint
CREATE TRIGGER "users_list_xid" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "set_list_xid"();--> statement-breakpoint
CREATE TRIGGER "projects_list_xid" BEFORE UPDATE ON "projects" FOR EACH ROW EXECUTE FUNCTION "set_list_xid"();
--> statement-breakpoint
CREATE FUNCTION "touch_user_list_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "list_xid" = pg_current_xact_id() WHERE "id" IN (SELECT "user_id" FROM "changed");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_permissions_added" AFTER INSERT ON "user_permissions" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "touch_user_list_xid"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_removed" AFTER DELETE ON "user_permissions" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "touch_user_list_xid"();
