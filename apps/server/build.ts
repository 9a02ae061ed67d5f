// `npm run build`: what `npm start` serves, each part rebuilt only when its inputs changed since its
// last build: the web app (Vite), and the server bundled so that Node starts it without compiling
// TypeScript. Node runs this file itself (type stripping), so only erasable TypeScript here.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const notInputs = new Set(['node_modules', 'dist', 'dist-server']);

async function filesOf(input: string): Promise<string[]> {
  if ((await stat(join(root, input))).isFile()) return [input];
  const entries = await readdir(join(root, input), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').some((part) => notInputs.has(part)));
}

/** Runs `make` unless NODE_ENV and the inputs' contents match the stamp its last run left in `dist`. */
async function whenChanged(dist: string, inputs: string[], make: () => Promise<void>) {
  // The mode is an input too: a development build must not pass for the production one.
  const hash = createHash('sha256').update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
  for (const input of inputs) {
    for (const path of (await filesOf(input)).sort())
      hash.update(path).update(await readFile(join(root, path)));
  }
  const digest = hash.digest('hex');
  const stamp = join(root, dist, '.inputs-sha256');
  if ((await readFile(stamp, 'utf8').catch(() => '')) === digest) {
    console.log(`${dist} is up to date`);
    return;
  }
  await make();
  await writeFile(stamp, digest);
}

// Everything from node_modules stays outside the bundle and loads as usual, next to its own files
// (PGlite's WebAssembly, pg-boss's SQL, the argon2 native module); the workspace packages go in, but
// for the web app's pages, which its own build makes for the server (decision 109).
const keepPackagesOutside: Plugin = {
  name: 'keep-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pledgethon/') && !args.path.startsWith('@pledgethon/web/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

// Modules find files next to themselves (the migrations, the web build, package.json) through
// import.meta.url: in the bundle it must still name the module's own source file.
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(join(root, 'apps/server/dist'), args.path);
      const ownUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', ownUrl), loader: 'ts' };
    });
  },
};

const shared = ['packages/core', 'packages/contracts', 'package-lock.json', 'tsconfig.base.json'];

await whenChanged('apps/web/dist', ['apps/web', ...shared], async () => {
  execFileSync('npm', ['run', 'build', '-w', '@pledgethon/web'], { cwd: root, stdio: 'inherit' });
});

await whenChanged('apps/server/dist', ['apps/server', 'packages/db', ...shared], async () => {
  await build({
    // The roster reader runs in worker threads (decision 106): a bundle of its own beside main.js.
    entryPoints: {
      main: join(root, 'apps/server/src/main.ts'),
      'roster-worker': join(root, 'apps/server/src/features/participant-import/roster-worker.ts'),
    },
    outdir: join(root, 'apps/server/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepPackagesOutside, sourceFileUrls],
  });
});
