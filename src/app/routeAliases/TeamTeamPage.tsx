import { ResourceAliasPage } from './ResourceAliasPage';

/** /team/team (spec §2 routes): the collaborators' team list. */
export default function TeamTeamPage() {
  return <ResourceAliasPage name="users" />;
}
