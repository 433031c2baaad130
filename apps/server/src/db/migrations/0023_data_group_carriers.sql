CREATE TABLE "base_data_group_carrier" (
	"data_group_id" text NOT NULL,
	"carrier_id" text NOT NULL,
	CONSTRAINT "base_data_group_carrier_data_group_id_carrier_id_pk" PRIMARY KEY("data_group_id","carrier_id")
);
--> statement-breakpoint
CREATE INDEX "base_dgcr_carrier_idx" ON "base_data_group_carrier" USING btree ("carrier_id");