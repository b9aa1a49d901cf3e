CREATE TABLE "list_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_name" varchar(63) NOT NULL,
	"row_id" integer NOT NULL,
	"list_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_deletions_table_xid" ON "list_deletions" USING btree ("table_name","list_xid");