import { ResourceAliasPage } from './ResourceAliasPage';

/** /news (spec §2 routes): Team › Novedades, the payroll novelties. */
export default function NewsPage() {
  return <ResourceAliasPage name="novelties" />;
}
