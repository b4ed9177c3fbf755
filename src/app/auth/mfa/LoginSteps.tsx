import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../shell/PageSpinner';
import type { useLoginFlow } from '../useLoginFlow';

// most sign-ins have no second step: its screens (code input, QR enrolment) load only when the password asks for one
const CodeStep = lazy(() => import('./CodeStep').then((m) => ({ default: m.CodeStep })));
const EnrolStep = lazy(() => import('./EnrolStep').then((m) => ({ default: m.EnrolStep })));

/** The password form (`children`) or, once the password is right, the second-factor step it asks for. */
export function LoginSteps({ flow, children }: { flow: ReturnType<typeof useLoginFlow>; children: ReactNode }) {
  if (!flow.step) return <>{children}</>;
  return (
    <Suspense fallback={<PageSpinner />}>
      {flow.step.enrol ? (
        <EnrolStep step={flow.step} onDone={flow.complete} onRestart={flow.restart} busy={flow.pending} />
      ) : (
        <CodeStep step={flow.step} onDone={flow.complete} onRestart={flow.restart} busy={flow.pending} error={flow.error} />
      )}
    </Suspense>
  );
}
