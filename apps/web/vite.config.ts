import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiServer = 'http://localhost:3000';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a .br (brotli at its best, quality 11) and a .gz beside every text file of the build: done
 * once here, the server only picks one per request (decision 025). Vite's manifest is left out: the
 * server never sends it.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pledgethon-precompress',
    apply: 'build',
    configResolved(config) {
      // The server's build of the pages it draws (decision 109) is read from disk, never sent.
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name) && entry.name !== 'manifest.json')
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The pledge form is a page of its own (decision 102): the development server answers its addresses
 * with pledge.html, as the API server does (apps/server/src/http/web-app.ts).
 */
function pledgeFormPage(): Plugin {
  return {
    name: 'pledgethon-pledge-form',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const isForm =
          /^\/event\/[^/]+\/pledge\/?$/i.test(url.pathname) ||
          (/^\/parent\/mypledges\/?$/i.test(url.pathname) && url.searchParams.has('pledge'));
        if (isForm && request.headers.accept?.includes('text/html'))
          request.url = `/pledge.html${url.search}`;
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), pledgeFormPage()],
  server: {
    proxy: {
      '/api': apiServer,
      '/authentication': apiServer,
      '/LandingPageImage': apiServer,
      // The public Thon and participant pages are drawn by the server (decision 091), as are their files.
      '^/event/[^/]+(/p/[^/]+)?/?$': apiServer,
      '/landing-pages/': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json names each page's chunk and what it imports: the size check of the donor
    // path reads it (apps/web/src/donor-path-size.test.ts).
    manifest: !isSsrBuild,
    // The server's build of its pages (decision 109) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The web app, and the pages the server draws from its components with their own small entries,
      // which load none of the app's shell: the pledge form (decision 102) and the home page (decision 140).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        pledge: resolve(import.meta.dirname, 'pledge.html'),
        home: resolve(import.meta.dirname, 'home.html'),
      },
      output: {
        // React and the router change less often than our screens and every page needs them: their own
        // chunks stay cached across releases. The router has its own, as the pledge form needs none.
        // Everything else splits by the pages that use it, so a page loads only its own share of the
        // component library (decision 026).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
}));
