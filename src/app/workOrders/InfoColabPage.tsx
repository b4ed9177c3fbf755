import { CollaboratorsReport } from './ColabReportPage';

/** /otsReport/InfoColabOT: per collaborator, their orders and the share of their worked time spent on them. */
export default function InfoColabPage() {
  return <CollaboratorsReport mode="shares" />;
}
