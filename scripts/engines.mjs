/**
 * The engines of the engine smoke tests (tests/engines/smoke.mjs, issue 29): installs what is
 * missing and says where each one is.
 *
 *   node scripts/engines.mjs install   installs what is missing (idempotent), then lists the engines;
 *                                      exits 1 when an engine is still not usable
 *   node scripts/engines.mjs           lists the engines (JSON), installs nothing
 *   import { engines } from './scripts/engines.mjs'   the same list, for the smoke tests
 *
 * The engines (ENGINE_NAMES):
 *   chromium-69/-79/-85/-108  the engine floor's Chromium versions: headless Chromium builds that npm
 *                             packages ship inside the package (chrome-aws-lambda, @sparticuz/chromium),
 *                             fetched with `npm pack` (npm's own cache and registry, nothing else),
 *                             unpacked into ~/.cache/lido-engines/<name>/ (ENGINE_DIR)
 *   chromium                  today's Chromium: scripts/chromium.mjs finds it (Debian's /usr/bin/chromium)
 *   firefox-esr               Debian's firefox-esr, over WebDriver BiDi
 *   webkitgtk                 Debian's WebKitGTK (webkit2gtk-driver: WebKitWebDriver + MiniBrowser),
 *                             W3C WebDriver; MiniBrowser needs a display: Xvfb (xvfb)
 *   wpe                       Debian's WPE WebKit (wpewebkit-driver + cog, `cog --platform=headless`)
 * plus gstreamer1.0-libav (H.264 for the WebKit engines) and the few shared libraries the old
 * Chromium builds link against (their `NEEDED` entries: NSS, NSPR, expat, uuid; fontconfig and a font).
 *
 * Runs unattended (CI=true, no stdin, a fresh clone, as root). Not as root, apt cannot be used: it
 * prints the exact command instead and fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium, playwrightOwn, systemChromium } from './chromium.mjs';

/**
 * Where the Chromium builds are unpacked: outside the clone (~/.cache/lido-engines, or
 * $LIDO_ENGINE_DIR), so a fresh clone on the same machine — CI's — does not fetch and unpack
 * 0.5 GB again; a new machine does, as `install` checks what is there.
 */
export const ENGINE_DIR = process.env.LIDO_ENGINE_DIR || join(homedir(), '.cache/lido-engines');

/**
 * The floor's Chromium versions, each from the npm package version that ships it, pinned exactly.
 * `measured` is what the binary itself says (DevTools /json/version "Browser": these builds are
 * headless_shell, which ignores --version), measured on Debian 12 when the versions were chosen;
 * the installer measures again and refuses a build whose major version differs.
 * Candidates measured: chrome-aws-lambda 1.3.0 → 67.0.3391.0, 1.4.0 → 68.0.3419.0,
 * 1.5.0 → 69.0.3452.0, 1.6.3 → 69.0.3494.0 (closest to 69 stable, 69.0.3497), 1.6.2/1.7.0 →
 * 70.0.3508.0, 2.0.2 → 79.0.3945.0, 5.2.1 → 85.0.4182.0; @sparticuz/chromium 108.0.3 → 108.0.5351.0.
 */
export const CHROMIUM_BUILDS = [
  {
    name: 'chromium-69',
    package: 'chrome-aws-lambda',
    version: '1.6.3',
    measured: 'HeadlessChrome/69.0.3494.0',
    major: 69,
    devices: 'LG webOS 5, Samsung Tizen 5.5',
    swiftshader: null,
  },
  {
    name: 'chromium-79',
    package: 'chrome-aws-lambda',
    version: '2.0.2',
    measured: 'HeadlessChrome/79.0.3945.0',
    major: 79,
    devices: 'LG webOS 6',
    swiftshader: 'swiftshader',
  },
  {
    name: 'chromium-85',
    package: 'chrome-aws-lambda',
    version: '5.2.1',
    measured: 'HeadlessChrome/85.0.4182.0',
    major: 85,
    devices: 'Samsung Tizen 6.5',
    swiftshader: 'swiftshader',
  },
  {
    name: 'chromium-108',
    package: '@sparticuz/chromium',
    version: '108.0.3',
    measured: 'HeadlessChrome/108.0.5351.0',
    major: 108,
    devices: 'LG webOS 24, Samsung Tizen 8',
    swiftshader: '.',
  },
];

export const ENGINE_NAMES = [...CHROMIUM_BUILDS.map((build) => build.name), 'chromium', 'firefox-esr', 'webkitgtk', 'wpe'];

/** Debian packages: what each is checked by, and why it is there. */
const APT = [
  { name: 'firefox-esr', why: 'Firefox ESR' },
  { name: 'webkit2gtk-driver', why: 'WebKitGTK: WebKitWebDriver (MiniBrowser comes with libwebkit2gtk-4.1-0)' },
  { name: 'wpewebkit-driver', why: 'WPE WebKit: WPEWebDriver' },
  { name: 'cog', why: 'WPE WebKit: the cog browser (headless platform)' },
  { name: 'xvfb', why: 'a display for MiniBrowser (WebKitGTK has no headless mode)' },
  { name: 'gstreamer1.0-libav', why: 'H.264/AAC decoding for the WebKit engines' },
  { name: 'gstreamer1.0-plugins-good', why: 'MP4 demuxing (MSE) for the WebKit engines' },
  {
    name: 'gstreamer1.0-alsa',
    why: 'a sound output for the WebKit engines (ALSA null device, tests/engines/asound-null.conf): with none, WPE stalls or crashes at video start',
  },
  { name: 'libnss3', why: 'old Chromium builds: libnss3.so, libnssutil3.so' },
  { name: 'libnspr4', why: 'old Chromium builds: libnspr4.so' },
  { name: 'libexpat1', why: 'old Chromium builds: libexpat.so.1' },
  { name: 'libuuid1', why: 'old Chromium builds: libuuid.so.1' },
  { name: 'libfontconfig1', why: 'old Chromium builds: fonts' },
  { name: 'fonts-dejavu-core', why: 'a font for every engine' },
];

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Flags for every Chromium (old and new): the repository's own (scripts/chromium.mjs: --no-sandbox
 * as root, --disable-gpu …), headless, /dev/shm not relied on, media without a gesture. Measured
 * here: none of the four builds needs --single-process or --no-zygote.
 */
export function chromiumArgs(userDataDir) {
  return [
    ...CHROMIUM_ARGS,
    '--headless',
    '--remote-debugging-port=0',
    `--user-data-dir=${userDataDir}`,
    '--disable-dev-shm-usage',
    '--autoplay-policy=no-user-gesture-required',
    '--mute-audio',
    '--hide-scrollbars',
    '--no-default-browser-check',
    '--window-size=1280,800',
    'about:blank',
  ];
}

const log = (message) => console.log(`[engines] ${message}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', error: result.error };
}

function dpkgInstalled(name) {
  const { status, stdout } = run('dpkg-query', ['-W', '-f', '${Status}', name]);
  return status === 0 && stdout.includes('install ok installed');
}

function dpkgVersion(name) {
  const { status, stdout } = run('dpkg-query', ['-W', '-f', '${Version}', name]);
  return status === 0 ? stdout.trim() : null;
}

function aptInstall(names) {
  if (names.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `missing Debian packages: ${names.join(' ')}\n  fix: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${names.join(' ')}`,
    );
  }
  log(`apt-get install ${names.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  const options = { env, stdio: ['ignore', 'inherit', 'inherit'] };
  if (spawnSync('apt-get', [...lock, 'update', '-q'], options).status !== 0) throw new Error('apt-get update failed');
  if (spawnSync('apt-get', [...lock, 'install', '-y', '-q', '--no-install-recommends', ...names], options).status !== 0) {
    throw new Error(`apt-get install ${names.join(' ')} failed`);
  }
}

/**
 * Launches a Chromium binary as the smoke tests do, reads its DevTools address from stderr.
 * Resolves { child, wsUrl, httpUrl, stderr() }; rejects when it exits or says nothing in time.
 */
export function launchChromium(executable, userDataDir, { timeoutMs = 30_000, extraArgs = [] } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(executable, [...extraArgs, ...chromiumArgs(userDataDir)], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let output = '';
    let listening = false;
    const timer = setTimeout(() => {
      kill(child);
      reject(new Error(`${executable} printed no DevTools address in ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${executable} exited (${signal ?? code}) before DevTools listened:\n${output.slice(-2000)}`));
    });
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match && !listening) {
        listening = true;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        const wsUrl = match[1];
        resolve({ child, wsUrl, httpUrl: `http://${new URL(wsUrl).host}`, stderr: () => output });
      }
    });
  });
}

/** Ends a process this module started (its own process group: the browser's helpers go with it). */
export function kill(child, signal = 'SIGKILL') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* gone */
    }
  }
}

/** What a Chromium binary says it is (DevTools /json/version "Browser"), e.g. HeadlessChrome/69.0.3494.0. */
export async function measureChromium(executable) {
  const profile = mkdtempSync(join(tmpdir(), 'lido-engine-version-'));
  let launched;
  try {
    launched = await launchChromium(executable, profile);
    const response = await fetch(`${launched.httpUrl}/json/version`, { signal: AbortSignal.timeout(10_000) });
    const body = await response.json();
    return String(body.Browser);
  } finally {
    if (launched) kill(launched.child);
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  }
}

function stampOf(build) {
  try {
    return JSON.parse(readFileSync(join(ENGINE_DIR, build.name, 'engine.json'), 'utf8'));
  } catch {
    return null;
  }
}

function missingLibraries(executable) {
  const { stdout } = run('ldd', [executable]);
  return stdout
    .split('\n')
    .filter((line) => line.includes('not found'))
    .map((line) => line.trim().split(/\s+/)[0]);
}

async function brotliFile(from, to) {
  await pipeline(createReadStream(from), createBrotliDecompress(), createWriteStream(to));
}

/** Fetches the package with npm, unpacks its Chromium (and the GL libraries it looks for) into ENGINE_DIR/<name>. */
async function installChromiumBuild(build) {
  const dir = join(ENGINE_DIR, build.name);
  const stamp = stampOf(build);
  if (stamp && stamp.package === build.package && stamp.version === build.version && existsSync(join(dir, 'chromium'))) return false;
  log(`${build.name}: npm pack ${build.package}@${build.version}`);
  const work = mkdtempSync(join(tmpdir(), 'lido-engine-'));
  try {
    const pack = run('npm', ['pack', `${build.package}@${build.version}`, '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: work,
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
    });
    if (pack.status !== 0) throw new Error(`npm pack ${build.package}@${build.version} failed: ${pack.stderr || pack.error}`);
    const [{ filename }] = JSON.parse(pack.stdout);
    const untar = run('tar', ['xzf', join(work, filename.replace(/^@[^/]+\//, '')), '-C', work]);
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
    const bin = join(work, 'package/bin');
    const files = readdirSync(bin);
    const binary = files.find((file) => file.endsWith('.br') && !file.endsWith('.tar.br'));
    if (!binary) throw new Error(`${build.package}@${build.version}: no bin/*.br in the package (${files.join(', ')})`);
    const staging = `${dir}.new`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    await brotliFile(join(bin, binary), join(staging, 'chromium'));
    chmodSync(join(staging, 'chromium'), 0o755);
    // The GL libraries (SwiftShader) where this build looks for them; --disable-gpu needs none, but
    // without them each launch logs a crashed GPU process. aws.tar.br (Amazon Linux's NSS and
    // fonts) is not used: Debian's own libraries are (APT above).
    if (build.swiftshader && files.includes('swiftshader.tar.br')) {
      const target = join(staging, build.swiftshader);
      mkdirSync(target, { recursive: true });
      await brotliFile(join(bin, 'swiftshader.tar.br'), join(work, 'swiftshader.tar'));
      const libs = run('tar', ['xf', join(work, 'swiftshader.tar'), '-C', target]);
      if (libs.status !== 0) throw new Error(`tar swiftshader: ${libs.stderr}`);
    }
    const missing = missingLibraries(join(staging, 'chromium'));
    if (missing.length) throw new Error(`${build.name} needs shared libraries this machine lacks: ${missing.join(', ')}`);
    const measured = await measureChromium(join(staging, 'chromium'));
    const major = Number(/\/(\d+)\./.exec(measured)?.[1]);
    if (major !== build.major) throw new Error(`${build.package}@${build.version} is ${measured}, expected Chromium ${build.major}`);
    writeFileSync(
      join(staging, 'engine.json'),
      `${JSON.stringify({ name: build.name, package: build.package, version: build.version, browser: measured, binary }, null, 2)}\n`,
    );
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    log(`${build.name}: ${measured} in ${dir}`);
    return true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Installs whatever is missing. Throws (with every problem) when something could not be installed. */
export async function install() {
  const problems = [];
  const missing = APT.filter((pkg) => !dpkgInstalled(pkg.name)).map((pkg) => pkg.name);
  if (missing.length) {
    try {
      aptInstall(missing);
    } catch (error) {
      problems.push(error.message);
    }
  } else {
    log('Debian packages: all installed');
  }
  // Today's Chromium: scripts/chromium.mjs (installs Debian's chromium as root when none is found).
  if (!(await currentChromium())) await findChromium({ install: true });
  mkdirSync(ENGINE_DIR, { recursive: true });
  for (const build of CHROMIUM_BUILDS) {
    try {
      if (!(await installChromiumBuild(build))) log(`${build.name}: ${stampOf(build).browser} (installed)`);
    } catch (error) {
      problems.push(`${build.name}: ${error.message}`);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

async function currentChromium() {
  const fromEnv = process.env.LIDO_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return (await playwrightOwn()) ?? systemChromium();
}

function firstLine(command, args) {
  const { status, stdout, stderr } = run(command, args);
  return status === 0
    ? ((stdout || stderr)
        .split('\n')
        .find((line) => line.trim())
        ?.trim() ?? null)
    : null;
}

/**
 * Every engine of the smoke tests, in ENGINE_NAMES order: { name, protocol ('cdp' | 'bidi' |
 * 'webdriver'), available, problem (why not, when not), version (what the installed engine says),
 * executable, driver (WebDriver engines), provides (where it comes from), devices (what it stands
 * for), needsDisplay }. An engine that is not there is listed with available: false and the reason,
 * so the smoke tests count it as a failure instead of leaving it out.
 */
export async function engines() {
  const list = [];
  for (const build of CHROMIUM_BUILDS) {
    const executable = join(ENGINE_DIR, build.name, 'chromium');
    const stamp = stampOf(build);
    const installed = stamp && stamp.package === build.package && stamp.version === build.version && existsSync(executable);
    list.push({
      name: build.name,
      protocol: 'cdp',
      available: Boolean(installed),
      problem: installed ? null : `not installed: run node scripts/engines.mjs install (${build.package}@${build.version})`,
      version: installed ? stamp.browser : null,
      executable,
      provides: `npm ${build.package}@${build.version}`,
      devices: build.devices,
      needsDisplay: false,
    });
  }
  const chromium = await currentChromium();
  list.push({
    name: 'chromium',
    protocol: 'cdp',
    available: Boolean(chromium),
    problem: chromium ? null : 'no current Chromium (scripts/chromium.mjs found none): run node scripts/engines.mjs install',
    version: chromium ? firstLine(chromium, ['--version']) : null,
    executable: chromium,
    provides: chromium?.startsWith('/usr/') ? `Debian chromium ${dpkgVersion('chromium') ?? ''}`.trim() : chromium,
    devices: 'current browsers',
    needsDisplay: false,
  });
  const firefox = existsSync('/usr/bin/firefox-esr') ? '/usr/bin/firefox-esr' : null;
  list.push({
    name: 'firefox-esr',
    protocol: 'bidi',
    available: Boolean(firefox),
    problem: firefox ? null : 'firefox-esr is not installed: run node scripts/engines.mjs install',
    version: firefox ? firstLine(firefox, ['--version']) : null,
    executable: firefox,
    provides: `Debian firefox-esr ${dpkgVersion('firefox-esr') ?? ''}`.trim(),
    devices: 'Firefox ESR',
    needsDisplay: false,
  });
  const gtkDriver = existsSync('/usr/bin/WebKitWebDriver') ? '/usr/bin/WebKitWebDriver' : null;
  const xvfb = existsSync('/usr/bin/Xvfb');
  const gtkOk = Boolean(gtkDriver && existsSync(MINIBROWSER) && xvfb);
  list.push({
    name: 'webkitgtk',
    protocol: 'webdriver',
    available: gtkOk,
    problem: gtkOk ? null : 'webkit2gtk-driver / MiniBrowser / xvfb missing: run node scripts/engines.mjs install',
    version: gtkOk ? `WebKitGTK ${dpkgVersion('libwebkit2gtk-4.1-0')}` : null,
    executable: MINIBROWSER,
    driver: gtkDriver,
    provides: `Debian webkit2gtk-driver ${dpkgVersion('webkit2gtk-driver') ?? ''} (MiniBrowser, under Xvfb)`.trim(),
    devices: 'Safari / iOS (WebKit)',
    needsDisplay: true,
    capabilities: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
  });
  const wpeDriver = existsSync('/usr/bin/WPEWebDriver') ? '/usr/bin/WPEWebDriver' : null;
  const cog = existsSync('/usr/bin/cog') ? '/usr/bin/cog' : null;
  list.push({
    name: 'wpe',
    protocol: 'webdriver',
    available: Boolean(wpeDriver && cog),
    problem: wpeDriver && cog ? null : 'wpewebkit-driver / cog missing: run node scripts/engines.mjs install',
    version: wpeDriver && cog ? `WPE WebKit ${dpkgVersion('libwpewebkit-1.1-0')} (${firstLine(cog, ['--version'])})` : null,
    executable: cog,
    driver: wpeDriver,
    provides: `Debian wpewebkit-driver ${dpkgVersion('wpewebkit-driver') ?? ''} + cog ${dpkgVersion('cog') ?? ''}`.trim(),
    devices: 'set-top boxes and signage players (WPE WebKit 2.38)',
    needsDisplay: false,
    capabilities: { 'wpe:browserOptions': { binary: cog ?? 'cog', args: ['--automation', '--platform=headless'] } },
  });
  return list;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2] ?? 'list';
  if (command === 'install') {
    let failed = false;
    try {
      await install();
    } catch (error) {
      console.error(`[engines] could not install:\n${error.message}`);
      failed = true;
    }
    for (const engine of await engines()) {
      log(`${engine.name.padEnd(13)} ${engine.available ? engine.version : `MISSING: ${engine.problem}`}  (${engine.provides})`);
      if (!engine.available) failed = true;
    }
    process.exit(failed ? 1 : 0);
  } else if (command === 'list') {
    console.log(JSON.stringify(await engines(), null, 2));
  } else {
    console.error('usage: node scripts/engines.mjs [install|list]');
    process.exit(2);
  }
}
