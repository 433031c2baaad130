DROP INDEX "order_waybill_list_idx";--> statement-breakpoint
CREATE INDEX "order_waybill_list_time_idx" ON "order_waybill" USING btree ("dispatch_center_id","create_time","uuid","status","client_id","del_flag");--> statement-breakpoint
CREATE INDEX "order_waybill_list_client_idx" ON "order_waybill" USING btree ("dispatch_center_id","client_id","create_time","uuid","status","del_flag");--> statement-breakpoint
CREATE INDEX "order_waybill_list_idx" ON "order_waybill" USING btree ("dispatch_center_id","status","create_time","uuid","client_id","del_flag");