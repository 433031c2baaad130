CREATE TABLE "telemetry_real_sender" (
	"vehicle_id" text PRIMARY KEY NOT NULL,
	"sender" text NOT NULL,
	"first_time" timestamp with time zone DEFAULT now() NOT NULL
);
