/**
 * The demo hub's command line (loaded by server.ts): flags, database, seeding, listening.
 * Flags are documented in demo-hub/README.md and by `--help`.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { openDb } from './lib/db.ts';
import { createApp } from './lib/app.ts';
import { parseFaultFlag } from './lib/faults.ts';
import { setSessionTtl } from './lib/sessions.ts';
import { createDemoHub } from './hub.ts';
import { setGpsInterval } from './api/tracker.ts';
import { hubTypeOf, setStartVariant } from './api/config.ts';

const HELP = `Lido demo hub
  --port N            port (default: env LIDO_HUB_PORT or 8080; 0 = any free port)
  --host H            interface to listen on (default 127.0.0.1: this machine only; 0.0.0.0 opens it to the network)
  --data DIR          data directory (default demo-hub/.data); the database is DIR/hub.sqlite
  --reset             wipe and reseed the database at start
  --session-ttl S     session lifetime in seconds (default 28800 = 8 h)
  --fault SPEC        install a fault at start, e.g. 'GET /api/cms/*:500' (repeatable)
  --latency MS        add latency to every call
  --vod-titles N      VOD catalogue size for the provider seed
  --channels N        number of live TV channels for the provider seed
  --gps-interval MS   how often the GPS event stream pushes a position (default 5000)
  --variant V         the product variant: cruise (default), resort, airline, airport or bus
                      (hubType and the device profile's modules; env LIDO_VARIANT)
`;

function intFlag(v: string | undefined, name: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    process.stderr.write(`Invalid --${name}: ${v}\n`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    reset: { type: 'boolean' },
    'session-ttl': { type: 'string' },
    fault: { type: 'string', multiple: true },
    latency: { type: 'string' },
    'vod-titles': { type: 'string' },
    channels: { type: 'string' },
    'gps-interval': { type: 'string' },
    variant: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const port = intFlag(values.port ?? process.env.LIDO_HUB_PORT, 'port', 0) ?? 8080;
const host = values.host ?? '127.0.0.1';
const dataDir = values.data ? resolve(values.data) : fileURLToPath(new URL('./.data/', import.meta.url));
const ttl = intFlag(values['session-ttl'], 'session-ttl', 1);
if (ttl) setSessionTtl(ttl);
const vodTitles = intFlag(values['vod-titles'], 'vod-titles', 1);
const channels = intFlag(values.channels, 'channels', 1);
const gpsInterval = intFlag(values['gps-interval'], 'gps-interval', 50);
if (gpsInterval) setGpsInterval(gpsInterval);
const variantFlag = values.variant ?? process.env.LIDO_VARIANT;
if (variantFlag) {
  const type = hubTypeOf(variantFlag);
  if (!type) {
    process.stderr.write(`Invalid --variant: ${variantFlag} (cruise, resort, airline, airport or bus)\n`);
    process.exit(2);
  }
  setStartVariant(type);
}

const started = performance.now();
const db = openDb(join(dataDir, 'hub.sqlite'));
const hub = await createDemoHub(db, {
  reset: values.reset === true,
  seed: { ...(vodTitles ? { titles: vodTitles } : {}), ...(channels ? { channels } : {}) },
});
try {
  for (const f of values.fault ?? []) hub.faults.add(parseFaultFlag(f));
  const latency = intFlag(values.latency, 'latency', 0);
  if (latency) hub.faults.add({ pattern: '*', latencyMs: latency });
} catch (err) {
  process.stderr.write(`Invalid --fault: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
}

const server = createServer(createApp({ db, router: hub.router, admin: hub.admin, faults: hub.faults }));
server.keepAliveTimeout = 5000;
server.on('error', (err) => {
  process.stderr.write(`Demo hub cannot listen: ${err.message}\n`);
  process.exit(1);
});
server.listen(port, host, () => {
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  process.stdout.write(`LIDO_HUB_LISTENING http://${shown}:${actual}\n`);
  const bound = typeof addr === 'object' && addr ? addr.address : host;
  process.stderr.write(`[hub] ready in ${Math.round(performance.now() - started)} ms, listening on ${bound} — data ${dataDir}\n`);
});

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    db.close();
    process.exit(0);
  });
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
