/**
 * `npm start`: the shop on its embedded defaults, offline. Builds, migrates and seeds local D1
 * (kept in .wrangler/state between runs), starts the Firebase Auth emulator and the three
 * workers on http://localhost:8787 (PORT overrides; SHOP_STATE names another state folder, so a
 * second copy can run beside the first). Ctrl-C stops everything it started.
 */
import {
  build,
  freePort,
  log,
  migrate,
  seed,
  startAuthEmulator,
  startWorkers,
  stopOnSignals,
} from "./stack";

const PERSIST_DIR = process.env.SHOP_STATE ?? ".wrangler/state";
const port = Number(process.env.PORT ?? 8787);
const authPort = await freePort(Number(process.env.FIREBASE_AUTH_PORT ?? 9099));

stopOnSignals();
build();
migrate(PERSIST_DIR);
seed(PERSIST_DIR);
await startAuthEmulator(authPort);
const origin = await startWorkers({ port, persistDir: PERSIST_DIR, authEmulatorPort: authPort });
log(`The shop is running at ${origin} (GraphQL at ${origin}/graphql). Press Ctrl-C to stop.`);
await new Promise(() => {});
