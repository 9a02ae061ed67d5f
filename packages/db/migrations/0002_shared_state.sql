CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
