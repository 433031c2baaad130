DROP INDEX "sys_user_dept_idx";--> statement-breakpoint
CREATE INDEX "sys_user_dept_status_idx" ON "sys_user" USING btree ("dept_id","status","del_flag");