-- Photos an import fetched by URL (CONTRACT.md section 15, decision 073): each address once, with
-- the stored image it became, so that importing the same file again takes the same image without
-- fetching it again. An address stands for one photo: a feed that changes a photo gives it a new
-- address, as the large portals' feeds require.
CREATE TABLE "imported_photos" (
	"source_url" text PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
