-- The catalogue revision (product.tables.ts, catalogueRevision): one row, bumped by every statement
-- that writes a catalogue table, in that statement's transaction.
INSERT INTO catalogue_revision (id, revision) VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER variant_units_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON variant_units FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_barcodes_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_barcodes FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER product_categories_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER category_variants_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON category_variants FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER units_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON units FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER unit_conversions_catalogue_revision AFTER INSERT OR UPDATE OR DELETE ON unit_conversions FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
