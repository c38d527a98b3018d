/**
 * Finds a Chromium for the browser tests, in this order:
 *   1. $LIDO_CHROMIUM,
 *   2. Playwright's own download (where it could be installed),
 *   3. the system Chromium (Debian's /usr/bin/chromium and friends),
 *   4. when running as root with apt: installs Debian's chromium, then uses it.
 * Otherwise it stops with the exact command that fixes it.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags every launch needs here: the closed network refuses Chromium's background traffic. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
  '--disable-quic',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function systemChromium() {
  return SYSTEM_CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function installWithApt() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log("[lido] No Chromium found: installing Debian's chromium with apt-get (running as root)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  return install.status === 0;
}

export async function findChromium({ install = true } = {}) {
  const fromEnv = process.env.LIDO_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = (await playwrightOwn()) ?? systemChromium();
  if (found) return found;
  if (install && installWithApt()) {
    const installed = systemChromium();
    if (installed) return installed;
  }
  const fix =
    process.getuid?.() === 0
      ? 'apt-get update && apt-get install -y chromium'
      : 'sudo apt-get update && sudo apt-get install -y chromium   (or: npx playwright install chromium)';
  console.error(
    `\n[lido] The browser tests need Chromium and none was found.\n[lido] Fix: ${fix}\n[lido] Or point LIDO_CHROMIUM at a Chromium/Chrome binary.\n`,
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await findChromium());
}
