import { ResourceAliasPage } from './ResourceAliasPage';

/** /employee-records (spec §2 routes): Company › Employer records. */
export default function EmployeeRecordsPage() {
  return <ResourceAliasPage name="employerrecords" />;
}
