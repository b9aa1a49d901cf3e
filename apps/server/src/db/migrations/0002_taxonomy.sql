CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(45) NOT NULL,
	"level" varchar(255) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"update_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(45) NOT NULL,
	"level" text[] NOT NULL,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"update_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(45) NOT NULL,
	"level" text[] NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"creation_datetime" timestamp with time zone DEFAULT now() NOT NULL,
	"update_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_level" ON "categories" USING gin ("level");--> statement-breakpoint
CREATE INDEX "tags_level" ON "tags" USING gin ("level");