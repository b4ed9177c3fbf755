import { defineConfig } from 'drizzle-kit';

// Migrations are generated (`npm run db:generate`) and applied from code at start-up (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
