import { ServerErrorResult } from './ServerErrorResult';

/** /auth/500 */
export default function ServerErrorPage() {
  return <ServerErrorResult onRetry={() => window.location.assign('/')} />;
}
