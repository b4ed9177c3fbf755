import { parseArgs } from 'node:util';
import type { NewCompanyInput } from './companyCreation';

export const CREATE_COMPANY_USAGE = `Usage: npm run company:create -- --name "ACME S.L." --slug acme --owner-username alice \\
         --owner-email alice@acme.example --password 'S3cure-passw0rd'
Options:
  --name              company name (required)
  --slug              short id: lower-case letters, digits, hyphens (required)
  --owner-username    login of the owner (required)
  --owner-email       e-mail of the owner (required)
  --password          owner password: 8+ characters, upper- and lower-case letter and a number
                      (or set OWNER_PASSWORD)
  --owner-first-name, --owner-last-name   owner's name (default: the username and the company name)
  --branch            name of the root branch office (default: Sede central)
Works on DATA_DIR (embedded database; stop the server first) or on DATABASE_URL.`;

/** Command-line options of company:create; throws on unknown options. */
export function parseCreateCompanyArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): NewCompanyInput | 'help' {
  const { values } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : argv, // `tsx createCompany.ts -- …` keeps the separator
    strict: true,
    options: {
      name: { type: 'string' }, slug: { type: 'string' },
      'owner-username': { type: 'string' }, 'owner-email': { type: 'string' }, password: { type: 'string' },
      'owner-first-name': { type: 'string' }, 'owner-last-name': { type: 'string' }, branch: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  return {
    name: values.name ?? '',
    slug: values.slug ?? '',
    ownerUsername: values['owner-username'] ?? '',
    ownerEmail: values['owner-email'] ?? '',
    password: values.password ?? env.OWNER_PASSWORD ?? '',
    ownerFirstName: values['owner-first-name'],
    ownerLastName: values['owner-last-name'],
    branchName: values.branch,
  };
}
