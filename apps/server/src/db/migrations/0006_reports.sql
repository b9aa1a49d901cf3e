CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(45) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "impression_daily" (
	"content_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"date" date NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "impression_daily_content_id_project_id_date_pk" PRIMARY KEY("content_id","project_id","date")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impression_daily_type_date" ON "impression_daily" USING btree ("content_type","date","content_id","project_id","count");