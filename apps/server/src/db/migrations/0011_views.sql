CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"list_key" varchar(64) NOT NULL,
	"name" varchar(60) NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"state" jsonb NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"update_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name" ON "saved_views" USING btree ("owner_id","list_key",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_list_shared" ON "saved_views" USING btree ("list_key") WHERE "saved_views"."is_shared";