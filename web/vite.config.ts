import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { COMPANY } from './src/features/support/company.js';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const sharedDir = fileURLToPath(new URL('../shared', import.meta.url));

/**
 * Fills the texts of the static first paint in index.html (#boot) from the locale files, in
 * both languages, so the shell's heading and footer show before any JavaScript has run.
 */
function bootTexts(): Plugin {
  const read = (lng: string, ns: string) =>
    JSON.parse(readFileSync(`${webDir}src/locales/${lng}/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const texts = (lng: string) => {
    const [common, home, auth] = [read(lng, 'common'), read(lng, 'home'), read(lng, 'auth')];
    return {
      tagline: (common.footer as { tagline: string }).tagline,
      homeTitle: home.title as string,
      homeIntro: home.intro as string,
      loginTitle: (auth.login as { title: string }).title,
    };
  };
  return {
    name: 'sublime-boot-texts',
    transformIndexHtml(html) {
      const data = { name: COMPANY.name, legalName: COMPANY.legalName, en: texts('en'), ru: texts('ru') };
      return html.replace('/*BOOT_TEXTS*/ null', JSON.stringify(data).replace(/</g, '\\u003c'));
    },
  };
}

/**
 * Build only: the app's scripts are requested right after the static first paint instead of
 * from <head>. The shell (HTML + CSS) then paints without competing with ~180 KB of JavaScript
 * for a slow phone link; the entry and its static imports still load in parallel (modulepreload
 * links added by the same inline loader), so there is no extra round trip.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'sublime-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
        if (scripts.length === 0) throw new Error('index.html: no entry script tag found');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html;
        for (const tag of [...scripts, ...preloads]) out = out.replace(tag[0], '');
        // Also preload what the entry imports dynamically (main.tsx's chunks) and their imports.
        const dynamic = new Set<string>();
        const visit = (file: string) => {
          const chunk = ctx.bundle?.[file];
          if (dynamic.has(file) || !chunk || chunk.type !== 'chunk') return;
          dynamic.add(file);
          chunk.imports.forEach(visit);
        };
        ctx.chunk?.dynamicImports.forEach(visit);
        const deps = [...new Set([...preloads.map((m) => m[1]!), ...[...dynamic].map((f) => `/${f}`)])].filter(
          (d) => !scripts.some((m) => m[1] === d),
        );
        const urls = JSON.stringify({ scripts: scripts.map((m) => m[1]), deps });
        const loader = `<script>(function(u){var done=0;function go(){if(done)return;done=1;var h=document.head;u.deps.forEach(function(d){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=d;h.appendChild(l)});u.scripts.forEach(function(src){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=src;h.appendChild(s)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)})(${urls})</script>`;
        return out.replace('</body>', `${loader}\n  </body>`);
      },
    },
  };
}

/** React itself: its own chunk, evaluated first (main.tsx). */
const REACT_LIBS = /\/node_modules\/(react|react-dom|scheduler)\//;
/** i18next and the bundled English texts: the second chunk. Feature namespaces (billing) load with their routes (app/i18n.ts). */
const I18N_MODULES =
  /\/node_modules\/(i18next|react-i18next)\/|\/web\/src\/app\/(i18n|storage)\.ts$|\/web\/src\/locales\/en\/(?!(billing|uploads|documents|signing|forms|timesheet|policies|leave|jobs|payroll|payroll-forms|payroll-reports|payroll-imports|profile|audit|admin|prices|locations)\.json$)/;
const TRANS_MODULES = /\/node_modules\/(react-i18next\/dist\/es\/Trans(WithoutContext)?\.js|html-parse-stringify\/)/;
/** Libraries the shell needs on every first view (their lazily used parts are small). */
const SHELL_LIBS =
  /\/node_modules\/(@tanstack\/[^/]+|clsx|react-remove-scroll[^/]*|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|tslib|@mantine\/hooks)\//;
/** Mantine components the shell and the public first routes render (the rest load with their pages). */
const SHELL_MANTINE = new Set([
  'AppShell', 'Anchor', 'Box', 'Burger', 'Button', 'Center', 'Collapse', 'Divider', 'Group', 'Loader', 'LoadingOverlay',
  'NavLink', 'Overlay', 'Paper', 'Stack', 'Text', 'Title', 'Transition', 'UnstyledButton',
]);

/**
 * The first route's chunks (main.tsx evaluates them one per task): `react`; `i18n`; `app` with
 * the shell's libraries, Mantine's core and the shell's components, and the app's own modules
 * that app/mount.tsx imports statically. Package barrels are not followed: everything they
 * re-export would look reachable. Other modules are split by the bundler (lazy routes).
 */
function firstRouteChunk(id: string, info: (id: string) => TModuleInfo): string | undefined {
  if (REACT_LIBS.test(id)) return 'react';
  // <Trans> (and the HTML parser it brings) is for the few texts with markup inside (the terms
  // link on registration): it loads with the pages that use it.
  if (TRANS_MODULES.test(id)) return undefined;
  if (I18N_MODULES.test(id)) return 'i18n';
  if (id.includes('/node_modules/')) {
    if (SHELL_LIBS.test(id)) return 'app';
    const mantine = /\/node_modules\/@mantine\/core\/esm\/(core|components\/(\w+))\//.exec(id);
    return mantine && (mantine[1] === 'core' || SHELL_MANTINE.has(mantine[2] ?? '')) ? 'app' : undefined;
  }
  return isStaticallyReachableFromMount(id, info) ? 'app' : undefined;
}

type TModuleInfo = { importers: readonly string[] } | null;
const reachable = new Map<string, boolean>();
/** True when app/mount.tsx loads a module through static imports only (walks importers up). */
function isStaticallyReachableFromMount(id: string, info: (id: string) => TModuleInfo, seen = new Set<string>()): boolean {
  const known = reachable.get(id);
  if (known !== undefined) return known;
  if (id.endsWith('/web/src/app/mount.tsx')) return true;
  const mod = info(id);
  if (!mod) return false;
  seen.add(id);
  const result = mod.importers.some((i) => !seen.has(i) && isStaticallyReachableFromMount(i, info, seen));
  // Only positive answers are final: a negative one may be an artefact of a cycle cut by `seen`.
  if (result) reachable.set(id, true);
  return result;
}

/**
 * One config for `vite build --config web/vite.config.ts` and for the local stack's
 * `createServer({ configFile: 'web/vite.config.ts', server: { middlewareMode: true } })`.
 * Paths are absolute so the config works from any working directory.
 */
export default defineConfig({
  root: webDir,
  publicDir: `${webDir}public`,
  // The router plugin must run before the React plugin so the split route chunks get JSX transformed.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunks too: their query factories import the shared route table
      // (and zod), which must stay off the first route.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['loader'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: `${webDir}src/routes`,
      generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
    }),
    react(),
    bootTexts(),
    scriptsAfterFirstPaint(),
  ],
  resolve: { alias: { '@shared': sharedDir } },
  css: { postcss: `${webDir}postcss.config.cjs` },
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // The first route in three chunks (evaluated one per task by main.tsx) instead of ~60
        // small chunks shared with lazy routes, each costing a phone a request and a preload.
        // Priorities keep React and i18next out of `app` (a group also captures dependencies).
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_LIBS, priority: 30 },
            { name: 'i18n', test: I18N_MODULES, priority: 20 },
            { name: (id, ctx) => firstRouteChunk(id, (m) => ctx.getModuleInfo(m)), priority: 10 },
          ],
        },
      },
    },
  },
  server: { fs: { allow: [webDir, sharedDir, fileURLToPath(new URL('../node_modules', import.meta.url))] } },
});
