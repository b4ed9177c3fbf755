import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { fileStoreFor } from '../files';
import { createDocumentStore } from '../areas/fileSystem/documentStore';
import { findDemoCompany, seedDemoCompany } from '../seed';
import type { ConsoleLogger } from './logger';

export interface DemoState {
  /** seeded during this start */
  seeded: boolean;
  /** the demo company, seeded now or earlier; null when there is none */
  demo: { id: string; name: string } | null;
}

/** First start on an empty database with DEMO enabled: seed the demo company (spec: prints how to log in). */
export async function seedDemoIfEmpty(db: Db, config: Pick<ServerConfig, 'demo'> & Partial<Pick<ServerConfig, 'dataDir' | 's3'>>, log: ConsoleLogger = console): Promise<DemoState> {
  const [anyCompany] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (!anyCompany && config.demo) {
    log.log('Empty database: seeding the demo company…');
    // the demo's medical certificates go where the server keeps request attachments
    const where = config.dataDir ? { dataDir: config.dataDir, s3: config.s3 } : undefined;
    const attachments = where ? fileStoreFor(where, 'attachments') : undefined;
    // and its documents and slips where the server keeps documents
    const documents = where ? createDocumentStore(where) : undefined;
    // and its logos and login carousel in the public file store
    const files = where ? fileStoreFor(where, 'files') : undefined;
    const summary = await seedDemoCompany(db, { attachments, documents, files });
    log.log(
      `Seeded "${summary.name}": ${summary.branchOffices} branch offices, ${summary.collaborators} collaborators, ` +
        `${summary.specialDays} special days (${summary.ms} ms).`,
    );
    return { seeded: true, demo: { id: summary.companyId, name: summary.name } };
  }
  return { seeded: false, demo: await findDemoCompany(db) };
}
