/**
 * Browser tests serve sources unbundled, but React ships as CommonJS only. This dev-server
 * plugin bundles the CommonJS packages once with esbuild (development builds, code splitting
 * so there is exactly one React) into ES modules with real named exports, served under
 * /__vendor/, and points every bare import of them there. Everything else is plain ESM and
 * goes through the normal node resolution.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

/** CommonJS specifiers imported by our code or our ESM dependencies. */
const CJS_SPECIFIERS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'use-sync-external-store/shim',
  'use-sync-external-store/shim/with-selector',
];

const fileNameOf = (specifier) => `${specifier.replace(/[^a-z0-9]+/gi, '_')}.js`;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function cjsVendorPlugin({ rootDir }) {
  let files;
  const available = CJS_SPECIFIERS.filter((specifier) => {
    try {
      require.resolve(specifier, { paths: [rootDir] });
      return true;
    } catch {
      return false;
    }
  });

  async function bundle() {
    const entries = {};
    const stdin = new Map();
    for (const specifier of available) {
      const names = Object.keys(require(require.resolve(specifier, { paths: [rootDir] }))).filter((name) => IDENTIFIER.test(name) && name !== 'default');
      const name = fileNameOf(specifier).replace(/\.js$/, '');
      entries[name] = `lido-vendor:${specifier}`;
      stdin.set(specifier, `import m from ${JSON.stringify(specifier)};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`);
    }
    const result = await build({
      entryPoints: entries,
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: '/__vendor',
      absWorkingDir: rootDir,
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      logLevel: 'error',
      plugins: [
        {
          name: 'lido-vendor-entries',
          setup(esbuild) {
            esbuild.onResolve({ filter: /^lido-vendor:/ }, (args) => ({ path: args.path.slice('lido-vendor:'.length), namespace: 'lido-vendor' }));
            esbuild.onLoad({ filter: /.*/, namespace: 'lido-vendor' }, (args) => ({ contents: stdin.get(args.path), resolveDir: rootDir }));
          },
        },
      ],
    });
    return new Map(result.outputFiles.map((file) => [`/__vendor/${path.basename(file.path)}`, file.text]));
  }

  return {
    name: 'lido-cjs-vendor',
    async serverStart() {
      files = await bundle();
    },
    resolveImport({ source }) {
      if (available.includes(source)) return `/__vendor/${fileNameOf(source)}`;
    },
    serve(context) {
      const body = files?.get(context.path);
      if (body !== undefined) return { body, type: 'js' };
    },
  };
}
