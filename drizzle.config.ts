import { defineConfig } from 'drizzle-kit';

// Migrations are generated (`npm run db:generate`) and applied from code at start-up (src/server/db/client.ts), followed by the sync of the engine's derived tables (src/server/engine/storage).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
