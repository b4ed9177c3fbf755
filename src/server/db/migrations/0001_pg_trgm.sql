-- Trigram matching for `contains` filters and free-text search (GIN indexes in the next migration).
-- PGlite loads the extension through its contrib module (src/server/db/client.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
