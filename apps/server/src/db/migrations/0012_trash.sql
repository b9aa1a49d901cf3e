CREATE TABLE "list_deletions" (
	"table_name" varchar(64) NOT NULL,
	"id" integer NOT NULL,
	"list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
CREATE INDEX "list_deletions_table_xid" ON "list_deletions" USING btree ("table_name","list_xid");--> statement-breakpoint
CREATE INDEX "list_deletions_at" ON "list_deletions" USING btree ("at");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_deleted_at" ON "content_items" USING btree ("deleted_at") WHERE deleted_at is not null;