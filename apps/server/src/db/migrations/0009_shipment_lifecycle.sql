ALTER TABLE "shipment_stop" ADD COLUMN "arrive_in_fence" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_stop" ADD COLUMN "depart_in_fence" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_stop" ADD COLUMN "longitude" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "shipment_stop" ADD COLUMN "latitude" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "shipment_stop" ADD COLUMN "handover_temp_in" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "shipment_stop" ADD COLUMN "handover_temp_out" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "shipment_stop" ADD COLUMN "cargo_volume" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "fixed_route_name" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "wire_no" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "market_area" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "container_no" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "seal_no" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "trailer_no" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "wagon_no" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "shift_no" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "ferry_no" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "main_driver_name" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "main_driver_mobile" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "co_driver_name" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "co_driver_mobile" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "front_plate" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "front_model" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "rear_plate" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "rear_model" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "actual_model_id" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "origin_location" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "final_location" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "is_receive" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "return_reasons" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "reject_reasons" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "volume_rate" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "loaded_weight" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "loaded_volume" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "loaded_quantity" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "loaded_cases" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "loaded_pallets" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "loaded_other" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "alert_temp_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "alert_delay_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "alert_geo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "alert_stop_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "alert_speed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "send_type" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "track_num_status" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "track_num_remark" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "expected_mileage" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "actual_mileage" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "expected_hours" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "actual_hours" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "merged_into_id" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "merge_code" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "is_tracking" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "is_gps" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "is_retracement" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "is_charge" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "sci_line_result" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "driver_safe_sign_status" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "precool_temp" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "outbound_km" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "return_km" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "fridge_hours" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "check_abnormal_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "check_abnormal_reasons" text;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "addit_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_shipment" ADD COLUMN "description_record" text;