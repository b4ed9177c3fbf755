/**
 * `npm run company:create -- --name "ACME S.L." --slug acme --owner-username alice --owner-email alice@acme.example
 * --password '…'`: create a real company and its owner, on PGlite (taking the DATA_DIR lock, so not while the
 * server runs) or on DATABASE_URL. The password may come from OWNER_PASSWORD instead, to keep it out of the
 * shell history.
 */
import { loadConfig } from '../config';
import { openDataStore } from '../lifecycle/openDataStore';
import { DataDirLockedError } from '../lifecycle/dataDirLock';
import { CompanyCreationError, createCompany, validateNewCompany, type NewCompanyInput } from './companyCreation';
import { CREATE_COMPANY_USAGE as USAGE, parseCreateCompanyArgs } from './createCompanyArgs';

async function run(): Promise<number> {
  let input: NewCompanyInput | 'help';
  try {
    input = parseCreateCompanyArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (input === 'help') {
    console.log(USAGE);
    return 0;
  }
  const problems = validateNewCompany(input);
  if (problems.length > 0) {
    console.error(`Company not created:\n  - ${problems.join('\n  - ')}\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const store = await openDataStore(config);
  try {
    const created = await createCompany(store.database.db, input);
    console.log(
      [
        `Created company "${created.name}" (slug ${created.slug}, id ${created.companyId})`,
        `  configuration, custom fields and flags: product defaults`,
        `  root branch office: ${created.branchName}`,
        `  owner: ${created.ownerUsername} <${input.ownerEmail}> (role owner)`,
        `  database: ${store.database.dialect === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
        `Log in at ${config.publicUrl}/auth/login as ${created.ownerUsername}.`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await store.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof CompanyCreationError || err instanceof DataDirLockedError;
    console.error(known ? `Company not created: ${(err as Error).message}` : `Company not created: ${String((err as Error)?.stack ?? err)}`);
    process.exit(1);
  },
);
