/**
 * `npm run schemas:check [-- <dir> …]`: check every entity schema of schemas/ and every company overlay of
 * schemas/overlays/<company>/, and every resource declaration with the table derived from it, without a server (the server refuses to start on the same problems). Each extra
 * <dir> holds schemas/ (and schemas/overlays/) and resources/*.resource.json; OVERLAYS_DIR, as for the server, reads
 * the company overlays from another folder. Exit 1 on any problem.
 */
import path from 'node:path';
import { checkSchemaFolders, formatProblems } from '../src/server/engine/schemaCheck';
import { loadResourceCatalog, ResourceDeclarationError } from '../src/server/engine/storage';

/** The resource declarations (TypeScript and JSON) and the tables derived from them, as the server reads them. */
function declarationProblems(dirs: string[]): string[] {
  try {
    loadResourceCatalog({ resourceDirs: dirs });
    return [];
  } catch (err) {
    if (err instanceof ResourceDeclarationError) return err.problems;
    throw err;
  }
}

async function run(): Promise<number> {
  const dirs = process.argv.slice(2).filter((a) => a !== '--').map((d) => path.resolve(d));
  const overlaysDir = process.env.OVERLAYS_DIR ? path.resolve(process.env.OVERLAYS_DIR) : undefined;
  const problems = await checkSchemaFolders({ dirs, overlaysDir });
  const declarations = declarationProblems(dirs);
  if (declarations.length) console.error(`schemas:check: ${declarations.length} problem(s) in resource declarations:\n${declarations.map((p) => `  - ${p}`).join('\n')}`);
  if (!problems.length && !declarations.length) {
    const { schemas, overlays } = problems.checked;
    console.log(`schemas:check: ${schemas} schema(s) and ${overlays} overlay(s) checked, all fine${dirs.length ? ` (with ${dirs.join(', ')})` : ''}.`);
    return 0;
  }
  if (problems.length) console.error(`schemas:check: ${problems.length} problem(s):\n${formatProblems(problems)}`);
  return 1;
}

run().then((code) => process.exit(code), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
