CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" varchar(36) NOT NULL,
	"type" varchar(32) NOT NULL,
	"title" varchar(2048) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" varchar(512) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"projects" integer[] DEFAULT '{}' NOT NULL,
	"categories" integer[] DEFAULT '{}' NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"update_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_type_id" ON "content_items" USING btree ("type","id");