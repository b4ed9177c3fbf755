import { printApiKeys, runApiKeyScenario } from './apiKeys';

/** The open API key scenario alone (`npx tsx scripts/bench/apiKeysOnly.ts`); see scripts/bench/apiKeys.ts. */
printApiKeys(await runApiKeyScenario());
