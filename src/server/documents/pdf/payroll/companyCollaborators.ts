import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { SampleCollaborator } from './samplePayroll';

/**
 * The active collaborators (role `user`) of a company, as the sample payroll prints them. Raw SQL on purpose: this
 * module needs four columns, not the schema module's tables.
 */
export async function activeCollaborators(db: Db, companyId: string): Promise<(SampleCollaborator & { id: string })[]> {
  const result = (await db.execute(sql`
    select id, first_name as "firstName", last_name as "lastName", number_of_document as "numberOfDocument",
           position, to_char(contract_start_date, 'YYYY-MM-DD') as "contractStartDate", type_of_contract as "typeOfContract"
    from users where company_id = ${companyId} and role = 'user' and active
    order by last_name, first_name, id`)) as unknown as { rows: (SampleCollaborator & { id: string })[] };
  return result.rows;
}
