import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already, and HTML is rendered per request. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt)$/;

/** Modules loaded right after the first paint (the lazy() parts of the home page and the layout). */
const BELOW_THE_FOLD =
  /[\\/]web[\\/]src[\\/](?:features[\\/](?:story|comments|notifications|footer|share|contact|consent|not-found)[\\/]|features[\\/]donation[\\/]components[\\/](?:DonationSection|ThankYouDialog)|features[\\/]header[\\/]components[\\/]SectionMenu|features[\\/]hero[\\/]components[\\/]GoalBudget)/;

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels,
 * once: the server then sends them as they are (api/src/web/compressed.ts) and spends
 * no CPU compressing the same bytes for every visitor.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * What the entry imports at once, in chunks of their own, each evaluated in a task of its
 * own (web/src/main.tsx): the theme with MUI's styling core, the app, React DOM.
 */
const START_CHUNKS = /[\\/](?:node_modules[\\/]react-dom[\\/]client\.js|web[\\/]src[\\/]app[\\/](?:theme\.ts|App\.tsx))$/;

/**
 * `<link rel="modulepreload">` in index.html for the chunks the entry imports at once
 * (START_CHUNKS, and what they import): the phone fetches them with the entry, not one
 * round trip after it, and still evaluates them in a task of their own. The server
 * starts them all after the first paint (api/src/web/app-start.ts).
 */
function preloadStartChunks(): Plugin {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return [];
        const preload = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (output?.type !== 'chunk' || preload.has(fileName) || chunk.imports.includes(fileName)) return;
          preload.add(fileName);
          output.imports.forEach(visit);
        };
        for (const fileName of chunk.dynamicImports) {
          const output = bundle[fileName];
          if (output?.type === 'chunk' && output.moduleIds.some((id) => START_CHUNKS.test(id))) visit(fileName);
        }
        if (preload.size === 0) throw new Error('preload-start-chunks: the entry no longer imports React DOM on its own');
        return [...preload].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  // The server renderer (`vite build --ssr`, dist/ssr) is read from disk by Node: nothing to compress.
  plugins: [react(), ...(isSsrBuild ? [] : [preloadStartChunks(), precompress()])],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // What the entry needs stays where it is: the groups below cannot take it.
                { name: 'index', tags: ['$initial'], priority: 6 },
                // React DOM, imported at once by the entry but evaluated apart (START_CHUNKS).
                { name: 'react-dom', test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/, priority: 5 },
                // The theme with MUI's styling core, then the first screen's components, each
                // with what it imports: evaluated in tasks of their own (START_CHUNKS).
                { name: 'theme', test: /[\\/]web[\\/]src[\\/]app[\\/]theme\.ts$/, priority: 4 },
                { name: 'app', test: /[\\/]web[\\/]src[\\/]app[\\/]App\.tsx$/, priority: 3 },
                {
                  // Everything below the first screen (sections, footer, consent banner,
                  // phone menu) and the library pieces they use, in one file: on a slow
                  // phone network one request beats forty small ones.
                  name: 'below-the-fold',
                  test: BELOW_THE_FOLD,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
  // One self-contained server bundle: the libraries are compiled with the same
  // production conditions as the browser's, so both render the same markup.
  ssr: { noExternal: true },
  server: {
    // `npm run dev:web` serves the client with hot reload and sends data calls (and the server's own pages) to the API.
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/transparencia': 'http://localhost:3000',
      '/novidades.xml': 'http://localhost:3000',
    },
  },
}));
