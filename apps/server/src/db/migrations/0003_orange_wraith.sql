CREATE TABLE "allowed_ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" varchar(43) NOT NULL,
	"network" varchar(64) NOT NULL,
	"description" varchar(45) NOT NULL,
	"username" varchar(45) NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"update_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"level" varchar(16) NOT NULL,
	"title" varchar(256) NOT NULL,
	"content" text NOT NULL,
	"content_types" text[] NOT NULL,
	"projects" integer[] NOT NULL,
	"comment" varchar(512) DEFAULT '' NOT NULL,
	"author" varchar(45) NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_versions" ADD CONSTRAINT "legal_versions_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_ips_network" ON "allowed_ips" USING btree ("network");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_versions_document_version" ON "legal_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_name" ON "attributes" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_level" ON "tags" USING btree (lower("name"),"level");