ALTER TABLE "report_task" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_task" ADD COLUMN "heartbeat_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "report_task_status_idx" ON "report_task" USING btree ("status");