import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { menuTexts } from './src/shared/i18n/menuTexts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which no browser asks for
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every text file of `dir` worth it; the
 * server sends whichever the browser accepts (src/server/http/spa.ts, @fastify/static `preCompressed`), so the best
 * compression costs nothing per request. A copy that is not smaller is not written.
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push((async () => {
      const body = await readFile(file);
      const [br, gzBody] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      for (const [suffix, copy] of [['.br', br], ['.gz', gzBody]] as const) {
        if (copy.length >= body.length) continue;
        await writeFile(`${file}${suffix}`, copy);
        written++;
      }
    })());
  }
  await Promise.all(jobs);
  return written;
}

/** After the build has written dist/client: the precompressed copies of its text files. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

/**
 * The markdown stack @refinedev/antd imports for its MarkdownField, which no page uses: these packages do not declare
 * themselves free of side effects, so without this the bundler keeps their top-level code (about 35 KB brotli) in
 * the chunk every list and form shares (issue 21). Pure ESM parsers and renderers: nothing runs on import.
 */
const MARKDOWN_STACK = /\/node_modules\/(react-markdown|remark-[^/]+|rehype-[^/]+|unified|bail|trough|extend|is-plain-obj|is-buffer|xtend|vfile[^/]*|unist-[^/]+|mdast-[^/]+|hast-[^/]+|micromark[^/]*|mdurl|parse-entities|character-[^/]+|decode-named-character-reference|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|ccount|escape-string-regexp|markdown-table|repeat-string|longest-streak|zwitch|trim-lines|html-url-attributes|devlop)\//;

/**
 * `<namespace>.json?menu`: a module of only the file's menu entries and title (src/shared/i18n/menuTexts.ts), for the
 * shell's texts (src/app/shell/locale/texts/<locale>.shell.ts). Also in vitest.config.ts: the unit tests load them.
 */
export function menuTextsOnly(): Plugin {
  return {
    name: 'hr-menu-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.json\?menu$/.test(id)) return null;
      return { code: `export default ${JSON.stringify(menuTexts(JSON.parse(code) as Record<string, unknown>))};`, map: null };
    },
  };
}

/**
 * papaparse, which @refinedev/core imports for its CSV import and export hooks (unused here: the product's imports and
 * exports are its own): a UMD file with no side-effect declaration, so it stayed on every page (about 5 KB brotli).
 */
const CSV_PARSER = /\/node_modules\/papaparse\//;

// The SPA is built to dist/client and served by the Fastify process (src/server/app.ts).
export default defineConfig({
  plugins: [react(), menuTextsOnly(), precompress()],
  // @refinedev/antd's one import of @ant-design/pro-layout (its PageHeader) gets the app's own, same markup and
  // spacing: pro-layout's provider carries 33 languages' texts and a style engine of its own (src/app/layout/PageHeader.tsx)
  resolve: { alias: [{ find: /^@ant-design\/pro-layout$/, replacement: path.resolve(import.meta.dirname, 'src/app/layout/PageHeader.tsx') }] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !MARKDOWN_STACK.test(id) && !CSV_PARSER.test(id) } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
