CREATE TABLE "cdn_purges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" varchar(16) NOT NULL,
	"zone_id" varchar(64) NOT NULL,
	"urls" jsonb NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "cdn_purges" ADD CONSTRAINT "cdn_purges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;