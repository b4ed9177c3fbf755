import type { ReactNode } from 'react';
import type { useLoginFlow } from '../useLoginFlow';
import { CodeStep } from './CodeStep';
import { EnrolStep } from './EnrolStep';

/** The password form (`children`) or, once the password is right, the second-factor step it asks for. */
export function LoginSteps({ flow, children }: { flow: ReturnType<typeof useLoginFlow>; children: ReactNode }) {
  if (!flow.step) return <>{children}</>;
  if (flow.step.enrol) return <EnrolStep step={flow.step} onDone={flow.complete} onRestart={flow.restart} busy={flow.pending} />;
  return <CodeStep step={flow.step} onDone={flow.complete} onRestart={flow.restart} busy={flow.pending} error={flow.error} />;
}
