/**
 * The npm registry reachable here carries only the linux-x64 builds of some native packages
 * (Astro's compiler bindings, rollup's). npm then writes their other platform variants into no lock entry,
 * and `npm ci` refuses the lockfile ("Missing: …-android-arm64@ from lock file"). This adds those
 * entries as what they are — optional packages for other platforms, never fetched here — so
 * `npm ci` works. Run after any `npm install` that rewrites package-lock.json;
 * `--check` (a step of `npm test`) only reports, and fails when an entry is missing.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

/** os / cpu / libc of a platform package from its name (@rollup/rollup-linux-x64-musl …). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OSES.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  if (!os && !cpu) return null;
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.some((part) => part.startsWith('gnu')) && os === 'linux' ? 'glibc' : null;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[target] || !platform) continue;
    lock.packages[target] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
  void path;
}
if (process.argv.includes('--check')) {
  if (added > 0) {
    console.error(`[lido] package-lock.json lacks ${added} platform entries: run \`node scripts/complete-lockfile.mjs\`.`);
    process.exit(1);
  }
  console.log('[lido] package-lock.json: complete');
  process.exit(0);
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[lido] package-lock.json: ${added} platform entries added`);
