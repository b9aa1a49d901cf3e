CREATE TABLE "throttle_counters" (
	"scope" varchar(16) NOT NULL,
	"username_key" varchar(64) NOT NULL,
	"address" varchar(64) NOT NULL,
	"attempts" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "throttle_counters_scope_username_key_address_pk" PRIMARY KEY("scope","username_key","address")
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "email" varchar(45) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "throttle_counters_username" ON "throttle_counters" USING btree ("username_key");--> statement-breakpoint
CREATE INDEX "throttle_counters_window" ON "throttle_counters" USING btree ("window_start");--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;