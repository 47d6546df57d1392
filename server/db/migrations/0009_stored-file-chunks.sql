CREATE TABLE "stored_file_chunks" (
	"storage_key" text NOT NULL,
	"byte_offset" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_storage_key_byte_offset_pk" PRIMARY KEY("storage_key","byte_offset"),
	CONSTRAINT "stored_file_chunks_byte_offset_check" CHECK ("stored_file_chunks"."byte_offset" >= 0),
	CONSTRAINT "stored_file_chunks_data_check" CHECK (octet_length("stored_file_chunks"."data") > 0)
);
--> statement-breakpoint
-- Stored files are mostly compressed already (PDF, images, zip-based documents): keep them out of line without trying to compress them again.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;