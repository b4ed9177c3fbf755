import { devicesBenchOptions } from './devicesOptions';
import { printDevices, runDevicesScenario } from './devices';

/**
 * The devices scenario alone (`npx tsx scripts/bench/devicesOnly.ts`), for issue 20's figures without the rest of
 * `npm run bench`, on the embedded database. Sizes: see scripts/bench/devicesOptions.ts.
 */
const options = devicesBenchOptions();
printDevices(await runDevicesScenario(options), options.users);
