CREATE TABLE "base_address" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country" text DEFAULT '中国' NOT NULL,
	"province" text,
	"city" text,
	"area" text,
	"street" text,
	"house_number" text,
	"address1" text,
	"address2" text,
	"postcode" text,
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_carrier" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"credit_code" text,
	"contact" text,
	"mobile" text,
	"email" text,
	"address" text,
	"blacklist" text DEFAULT 'N' NOT NULL,
	"blacklist_reason" text,
	"review_status" text DEFAULT '0' NOT NULL,
	"review_remark" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_client" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"contact" text,
	"mobile" text,
	"address" text,
	"min_temperature" numeric(6, 1),
	"max_temperature" numeric(6, 1),
	"image_return" text DEFAULT 'N' NOT NULL,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_contact" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"landline" text,
	"wechat" text,
	"email" text,
	"fax" text,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_data_group_client" (
	"data_group_id" text NOT NULL,
	"client_id" text NOT NULL,
	CONSTRAINT "base_data_group_client_data_group_id_client_id_pk" PRIMARY KEY("data_group_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "base_data_group" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_driver" (
	"uuid" text PRIMARY KEY NOT NULL,
	"carrier_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"id_card" text,
	"license_type" text,
	"license_number" text,
	"license_valid_from" date,
	"license_valid_to" date,
	"license_first_issue" date,
	"health_cert_no" text,
	"health_valid_from" date,
	"health_valid_to" date,
	"login_name" text,
	"password" text,
	"license_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"health_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualification_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_status" text DEFAULT '0' NOT NULL,
	"review_remark" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_item" (
	"uuid" text PRIMARY KEY NOT NULL,
	"client_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cargo_type" text,
	"temperature" text NOT NULL,
	"trans_classification" text,
	"item_type" text,
	"mat_type" text,
	"item_box" text,
	"operation_unit" text,
	"packing_spec" text,
	"weight_kg" numeric(14, 3),
	"volume_m3" numeric(14, 6),
	"length" numeric(10, 3),
	"width" numeric(10, 3),
	"height" numeric(10, 3),
	"basic_unit" text,
	"box_unit" text,
	"pallet_unit" text,
	"box_factor" numeric(12, 3),
	"pallet_factor" numeric(12, 3),
	"external_code" text,
	"delivery_type" text,
	"dangerous" text DEFAULT 'N' NOT NULL,
	"category1" text,
	"category2" text,
	"category3" text,
	"category4" text,
	"category5" text,
	"category6" text,
	"category7" text,
	"category8" text,
	"category9" text,
	"category10" text,
	"barcode" text,
	"package_code" text,
	"package_unit" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_number_rule" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"client_id" text,
	"dispatch_center_id" text,
	"ref_type" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"timestamp_enabled" text DEFAULT 'Y' NOT NULL,
	"timestamp_format" text DEFAULT 'YYYYMMDD' NOT NULL,
	"serial_length" smallint DEFAULT 6 NOT NULL,
	"example" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_number_sequence" (
	"rule_id" text NOT NULL,
	"period" text NOT NULL,
	"current" bigint NOT NULL,
	CONSTRAINT "base_number_sequence_rule_id_period_pk" PRIMARY KEY("rule_id","period")
);
--> statement-breakpoint
CREATE TABLE "base_order_type" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"order_breed" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_print_template" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"client_id" text,
	"content" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_printer" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dispatch_center_id" text,
	"model" text,
	"ip" text,
	"port" integer,
	"paper_size" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_push_log" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_push_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"kind" text NOT NULL,
	"ref_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url" text,
	"status" text NOT NULL,
	"http_status" integer,
	"response" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_route_group_detail" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_route_group_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"route_group_id" bigint NOT NULL,
	"route_id" text,
	"load_time" text,
	"departure_time" text,
	"delivery_batch" text,
	"carrier_id" text,
	"vehicle_model_id" text,
	"main_driver_id" text,
	"second_driver_id" text,
	"vehicle_id" text,
	"valid_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_route_group_stop" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_route_group_stop_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"detail_id" bigint NOT NULL,
	"sequence" smallint NOT NULL,
	"station_id" text NOT NULL,
	"arrival_time" text,
	"leave_time" text
);
--> statement-breakpoint
CREATE TABLE "base_route_group" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_route_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dispatch_center_id" text,
	"description" text,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shift" text,
	"valid_flag" text DEFAULT 'Y' NOT NULL,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_route" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dispatch_center_id" text,
	"origin_zone_id" text,
	"dest_zone_id" text,
	"trans_type" text,
	"stowage_mode" text,
	"transport_group" text,
	"mileage_km" numeric(10, 2),
	"cost" numeric(14, 2),
	"prescription_hours" numeric(8, 2),
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_station_ex_time_window" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_station_ex_time_window_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"station_id" text NOT NULL,
	"weekday_code" smallint,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_station_load_rule" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_station_load_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"station_id" text NOT NULL,
	"deliver_property" smallint NOT NULL,
	"load_efficiency" numeric(10, 4) NOT NULL,
	"cargo_efficiency" numeric(10, 4) NOT NULL,
	"fixed_load_time" integer DEFAULT 0 NOT NULL,
	"fixed_cargo_time" integer DEFAULT 0 NOT NULL,
	"fixed_hand_time" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_station_location" (
	"station_id" text NOT NULL,
	"location_id" text NOT NULL,
	CONSTRAINT "base_station_location_station_id_location_id_pk" PRIMARY KEY("station_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "base_station_mutex" (
	"station_id" text NOT NULL,
	"other_station_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "base_station_mutex_station_id_other_station_id_pk" PRIMARY KEY("station_id","other_station_id")
);
--> statement-breakpoint
CREATE TABLE "base_station_time_window" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "base_station_time_window_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"station_id" text NOT NULL,
	"weekday" text,
	"weekday_code" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_station" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"client_id" text,
	"dispatch_center_id" text,
	"type" text NOT NULL,
	"contact_name" text,
	"contact_mobile" text,
	"province" text,
	"city" text,
	"area" text,
	"address" text,
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"zone_id" text,
	"description" text,
	"fence_distance" integer,
	"in_city" text DEFAULT 'N' NOT NULL,
	"lead_time_days" integer,
	"unloading_team" text,
	"delivery_type" text,
	"trans_mode" text,
	"billing_method" text,
	"handover_method" text,
	"allocation_factor" numeric(10, 4),
	"fixed_load_minutes" integer,
	"fixed_unload_minutes" integer,
	"fixed_handover_minutes" integer,
	"load_efficiency" numeric(10, 4),
	"unload_efficiency" numeric(10, 4),
	"e_signature" text DEFAULT 'N' NOT NULL,
	"allow_leave" text DEFAULT 'N' NOT NULL,
	"delivery_plan" text DEFAULT 'N' NOT NULL,
	"new_store" text DEFAULT 'N' NOT NULL,
	"delivery_digital" text DEFAULT 'N' NOT NULL,
	"handover_image_required" text DEFAULT 'N' NOT NULL,
	"qr_handover" text DEFAULT 'N' NOT NULL,
	"category1" text,
	"category2" text,
	"category3" text,
	"category4" text,
	"category5" text,
	"category6" text,
	"category7" text,
	"entry_guide" text,
	"epod" jsonb,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_trans_location" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"address" text,
	"zone_id" text,
	"dispatch_center_id" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_vehicle_model" (
	"uuid" text PRIMARY KEY NOT NULL,
	"carrier_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"temperature_layers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rated_load_kg" numeric(14, 3) NOT NULL,
	"rated_volume_m3" numeric(14, 6) NOT NULL,
	"own_weight_kg" numeric(14, 3),
	"inner_length" numeric(10, 3),
	"inner_width" numeric(10, 3),
	"inner_height" numeric(10, 3),
	"outer_length" numeric(10, 3),
	"outer_width" numeric(10, 3),
	"outer_height" numeric(10, 3),
	"classification" text,
	"ros_push_result" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_vehicle" (
	"uuid" text PRIMARY KEY NOT NULL,
	"carrier_id" text NOT NULL,
	"driver_id" text,
	"vehicle_model_id" text,
	"code" text NOT NULL,
	"plate_number" text NOT NULL,
	"frame_number" text,
	"logistics_platform" text,
	"locked" text DEFAULT 'N' NOT NULL,
	"brand" text,
	"own_flag" text DEFAULT 'N' NOT NULL,
	"device_number" text,
	"description" text,
	"registration_date" date,
	"scrap_date" date,
	"inspection_start" date,
	"inspection_end" date,
	"insurance_start" date,
	"insurance_end" date,
	"license_number" text,
	"length" numeric(10, 3),
	"width" numeric(10, 3),
	"height" numeric(10, 3),
	"own_weight_kg" numeric(14, 3),
	"tonnage" numeric(14, 3),
	"emission_standard" text,
	"fuel_consumption" numeric(8, 2),
	"reefer_fuel_consumption" numeric(8, 2),
	"age" integer,
	"driving_license_front" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"driving_license_back" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport_permit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspection_certificate" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_status" text DEFAULT '0' NOT NULL,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "base_zone" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dispatch_center_id" text,
	"enable_flag" text DEFAULT 'Y' NOT NULL,
	"remark" text,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "base_address_code_uq" ON "base_address" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_carrier_code_uq" ON "base_carrier" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_client_code_uq" ON "base_client" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_contact_code_uq" ON "base_contact" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "base_dgc_client_idx" ON "base_data_group_client" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_data_group_code_uq" ON "base_data_group" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_driver_code_uq" ON "base_driver" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_driver_login_uq" ON "base_driver" USING btree ("login_name") WHERE del_flag = '0' and login_name is not null;--> statement-breakpoint
CREATE INDEX "base_driver_carrier_idx" ON "base_driver" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_item_code_uq" ON "base_item" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "base_item_client_idx" ON "base_item" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_number_rule_code_uq" ON "base_number_rule" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_order_type_code_uq" ON "base_order_type" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_print_template_code_uq" ON "base_print_template" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_printer_code_uq" ON "base_printer" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "base_push_log_time_idx" ON "base_push_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "base_rgd_group_idx" ON "base_route_group_detail" USING btree ("route_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_rgs_uq" ON "base_route_group_stop" USING btree ("detail_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "base_route_group_code_uq" ON "base_route_group" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_route_code_uq" ON "base_route" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "base_station_extw_station_idx" ON "base_station_ex_time_window" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_station_load_rule_uq" ON "base_station_load_rule" USING btree ("station_id","deliver_property");--> statement-breakpoint
CREATE INDEX "base_station_mutex_other_idx" ON "base_station_mutex" USING btree ("other_station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_station_tw_uq" ON "base_station_time_window" USING btree ("station_id","weekday_code");--> statement-breakpoint
CREATE UNIQUE INDEX "base_station_code_uq" ON "base_station" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "base_station_scope_idx" ON "base_station" USING btree ("dispatch_center_id","client_id","del_flag");--> statement-breakpoint
CREATE INDEX "base_station_name_idx" ON "base_station" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "base_trans_location_code_uq" ON "base_trans_location" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_vehicle_model_code_uq" ON "base_vehicle_model" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_vehicle_code_uq" ON "base_vehicle" USING btree ("code") WHERE del_flag = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "base_vehicle_plate_uq" ON "base_vehicle" USING btree ("plate_number") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "base_vehicle_carrier_idx" ON "base_vehicle" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_zone_code_uq" ON "base_zone" USING btree ("code") WHERE del_flag = '0';