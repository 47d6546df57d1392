-- Trigram similarity for the full-text search over resources, products and articles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
