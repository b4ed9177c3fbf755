import { printWebhooks, runWebhookScenario } from './webhooks';

/** The webhook burst alone (`npx tsx scripts/bench/webhooksOnly.ts`); see scripts/bench/webhooks.ts. */
printWebhooks(await runWebhookScenario());
