import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pickLocale, type Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/company.json';
import es from '../../../shared/i18n/es-ES/company.json';
import pt from '../../../shared/i18n/pt-BR/company.json';
import { branchOffices, companies, users } from '../../db/schema';
import type { JobHandler } from '../../jobs';
import { unitScopeOf } from '../../permissions/unitScope';
import { jobAuth } from '../imports/jobAuth';
import { exportScratchPath, keepExport } from '../reports/exportJob';
import { PROFILE_TEXT_FIELDS, profileOf } from './companyProfile';
import { buildCompanyPdf, type PrintData } from './printPdf';

export const COMPANY_PRINT_JOB = 'companies.print';
export const PRINT_SHEETS = ['company', 'branches', 'collaborators'] as const;
export type PrintSheet = (typeof PRINT_SHEETS)[number];

const TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof en>;

const slug = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'company';

/**
 * The printable company file (spec §7 POST /companies/print { sheets }): the sheets asked for, read with the
 * creator's current rights (company-profile GET; units and collaborators within a scoped role's units).
 * Result `{ fileName, pages, sheets }`; the file is served by GET /companies/print/:jobId/download.
 */
export function companyPrintJob(api: FastifyInstance): JobHandler {
  return async ({ job, db, progress }) => {
    const auth = await jobAuth(api, job, 'company-profile', 'GET');
    const payload = job.payload as { sheets?: PrintSheet[]; locale?: string };
    const sheets = new Set((payload.sheets ?? []).filter((s) => PRINT_SHEETS.includes(s)));
    const locale = pickLocale(payload.locale);
    const t = TEXTS[locale].print;
    const scope = await unitScopeOf(db, auth);
    const [company] = await db.select().from(companies).where(eq(companies.id, job.companyId)).limit(1);
    const profile = profileOf(company);

    const units = await db
      .select({ id: branchOffices.id, name: branchOffices.name, code: branchOffices.code, city: branchOffices.city, country: branchOffices.country, parent: branchOffices.parentOrganization })
      .from(branchOffices)
      .where(eq(branchOffices.companyId, job.companyId))
      .orderBy(asc(branchOffices.name));
    const unitName = new Map(units.map((u) => [u.id, u.name]));
    const visibleUnits = scope ? units.filter((u) => scope.has(u.id)) : units;
    progress(1, 3);

    const data: PrintData = {
      title: company.name,
      headings: { company: t.sheets.company, branches: t.sheets.branches, collaborators: t.sheets.collaborators },
    };
    if (sheets.has('company')) {
      const fields = TEXTS[locale].fields as Record<string, string>;
      data.company = [
        { label: fields.name, value: company.name },
        ...PROFILE_TEXT_FIELDS.map((f) => ({ label: fields[f] ?? f, value: profile[f] ?? '' })),
        { label: t.unitsCount, value: String(visibleUnits.length) },
      ];
    }
    if (sheets.has('branches')) {
      data.branches = {
        columns: [t.columns.unit, t.columns.parent, t.columns.city, t.columns.country],
        rows: visibleUnits.map((u) => [u.name, u.parent ? unitName.get(u.parent) ?? '' : '', u.city ?? '', u.country ?? '']),
      };
    }
    progress(2, 3);
    if (sheets.has('collaborators')) {
      const conditions = [eq(users.companyId, job.companyId), eq(users.role, 'user'), eq(users.active, true)];
      if (scope) conditions.push(inArray(users.mainBranch, [...scope]));
      const people = scope && scope.size === 0 ? [] : await db
        .select({ firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument, position: users.position, mainBranch: users.mainBranch })
        .from(users)
        .where(and(...conditions))
        .orderBy(asc(users.lastName), asc(users.firstName));
      data.collaborators = {
        columns: [t.columns.name, t.columns.document, t.columns.position, t.columns.unit],
        rows: people.map((p) => [`${p.lastName}, ${p.firstName}`, p.numberOfDocument ?? '', p.position ?? '', p.mainBranch ? unitName.get(p.mainBranch) ?? '' : '']),
      };
    }

    const bytes = await buildCompanyPdf(api, { company }, locale, data);
    const temp = exportScratchPath(api.config.dataDir, job.companyId, job.id, 'pdf');
    await fs.mkdir(path.dirname(temp), { recursive: true });
    await fs.writeFile(temp, bytes);
    await keepExport(api.config, job.companyId, job.id, 'pdf', temp);
    progress(3, 3);
    return { fileName: `${slug(company.name)}-${t.fileName}.pdf`, bytes: bytes.length, sheets: [...sheets] };
  };
}
