/**
 * The layers, declared once; `pnpm lint` fails on a module that imports from a layer above its
 * own, and on any import cycle (docs/decisions/021-layers-enforced-by-dependency-cruiser.md).
 *
 * The BFF (apps/bff/src), bottom to top:
 *   ground  core/ (the error types, the app's context type) and @pc/contract
 *   middle  store-budget/ (who may call Elastic Path and how much), upstream/ (the one way to
 *           Elastic Path, spending that budget), invoice-rules/ (an invoice's standing, shared by
 *           pages/ and attention/), pages/ (page composition), attention/, team-work/ (the
 *           team's cases and notes on the console's database), audit/,
 *           auth/, log/, protection/, http/ (middleware pieces), db/, config.ts
 *   top     routes/, create-app.ts (the composition root), server.ts, main.ts, the entries
 *           (index.ts, api-types.ts), testing/ and scale-out/
 * The web app (apps/web/src), bottom to top (decision 039):
 *   ground  lib/ (pure logic several features share: no React, no DOM, nothing of the app above
 *           it), then addresses/ (every URL schema), time-zone/ (the time zone's one home),
 *           components/ (shared React pieces and DOM helpers, the table kit), page-focus/, styles/
 *   middle  api/ (the BFF client and query options), then features/ (a folder per page; a
 *           feature imports another only through FEATURE_NEIGHBOURS below)
 *   top     routes/ (the route tree) and main.tsx
 * A new folder under apps/web/src fails `pnpm lint` until it is given a layer here. The table kit
 * (components/data-table/) is ground that knows no feature: neither a URL schema (addresses/)
 * nor another component folder's parts.
 * tooling/ reads the tree as files and imports none of it.
 * Tests (`*.test.ts`) drive the whole app, so they may import any layer; cycles still count.
 */
const BFF = '^apps/bff/src/';
const GROUND = `${BFF}core/`;
const TOP = `${BFF}(routes/|testing/|scale-out/|(create-app|server|main|index|api-types)\\.ts$)`;
const TEST = '\\.test\\.tsx?$';
/**
 * Every folder (and top file) of the BFF, each with a layer above: the middle's store-budget/,
 * upstream/, invoice-rules/, pages/, search/, attention/ and team-work/, the pieces beside them,
 * the top.
 */
const BFF_KNOWN = `${BFF}((core|store-budget|upstream|invoice-rules|pages|search|attention|team-work|audit|auth|db|http|log|metrics|protection|telemetry|routes|testing|scale-out)/|[^/]+\\.ts$)`;
const WEB = '^apps/web/src/';
const WEB_GROUND = `${WEB}(lib|addresses|time-zone|components|page-focus|styles)/`;
/** Every folder (and top file) of the web app, each with a layer above. */
const WEB_KNOWN = `${WEB}((lib|addresses|time-zone|components|page-focus|styles|api|features|routes)/|main\\.tsx$)`;
/**
 * What a feature may import of another feature: page-parts/ is what every page shares; the
 * invoice page draws its payments with payments/; the home page's large search box is search/'s.
 * Any other edge between two features is a part that belongs in page-parts/ or the ground.
 */
const FEATURE_NEIGHBOURS = { invoice: ['payments'], home: ['search'] };
const featuresApart = Object.entries(FEATURE_NEIGHBOURS).map(([feature, neighbours]) => ({
  name: `web-${feature}-imports-only-its-neighbours`,
  severity: 'error',
  comment: `features/${feature}/ may import page-parts/ and ${neighbours.join(', ')} of the other features (FEATURE_NEIGHBOURS).`,
  from: { path: `${WEB}features/${feature}/`, pathNot: TEST },
  to: {
    path: `${WEB}features/`,
    pathNot: `${WEB}features/(${[feature, 'page-parts', ...neighbours].join('|')})/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // General rules: every workspace.
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make the load order matter and the layers meaningless.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment: 'packages/* are what the apps share: they never import an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-only-bff-types',
      severity: 'error',
      comment:
        'The web app gets the BFF route types from its types-only entry (@pc/bff/api-types), never its implementation.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/bff/', pathNot: '^apps/bff/src/api-types\\.ts$' },
    },
    {
      name: 'web-bff-types-only',
      severity: 'error',
      comment:
        'Even the types-only entry is imported with `import type`: no BFF code in the bundle.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/bff/', dependencyTypesNot: ['type-only'] },
    },

    // The BFF's layers.
    {
      name: 'bff-ground-stays-ground',
      severity: 'error',
      comment:
        'core/ is imported by every layer: it imports none of them (only @pc/contract and npm).',
      from: { path: GROUND, pathNot: TEST },
      to: { path: BFF, pathNot: GROUND },
    },
    {
      name: 'bff-middle-not-to-top',
      severity: 'error',
      comment:
        'Upstream access, page composition, audit, identity and logging never import routes or the composition root: the top wires them.',
      from: { path: BFF, pathNot: [TOP, TEST] },
      to: { path: TOP },
    },
    {
      name: 'bff-upstream-not-to-pages',
      severity: 'error',
      comment: 'Pages are composed from upstream reads; the reader knows no page.',
      from: { path: `${BFF}(upstream|log|audit|auth)/`, pathNot: TEST },
      to: { path: `${BFF}pages/` },
    },
    {
      name: 'bff-folder-has-a-layer',
      severity: 'error',
      comment:
        'A folder of apps/bff/src that no rule names would escape the layers: give it one in BFF_KNOWN and the header above (and in the README tree).',
      from: { path: BFF, pathNot: BFF_KNOWN },
      to: {},
    },
    {
      name: 'bff-budget-knows-no-feature',
      severity: 'error',
      comment:
        'The store’s budget (store-budget/) is spent by every feature and knows none: no page, search, attention list, audit or route.',
      from: { path: `${BFF}store-budget/`, pathNot: TEST },
      to: { path: `${BFF}(pages|search|attention|audit|auth|db|invoice-rules)/` },
    },
    {
      name: 'bff-invoice-rules-know-no-page',
      severity: 'error',
      comment:
        'The invoice rules (invoice-rules/) are what the pages and the attention refresh share: they import neither, nor search or routes.',
      from: { path: `${BFF}invoice-rules/`, pathNot: TEST },
      to: { path: `${BFF}(pages|search|attention|audit|auth|db)/` },
    },
    {
      name: 'bff-log-is-a-leaf',
      severity: 'error',
      comment: 'Everything logs; the log imports nothing of the BFF above the ground.',
      from: { path: `${BFF}log/`, pathNot: TEST },
      to: { path: BFF, pathNot: [`${BFF}log/`, GROUND] },
    },

    // The web app's layers (apps/web/src), bottom to top:
    //   ground  lib/, addresses/ (every URL schema), time-zone/, components/, page-focus/, styles/
    //   middle  api/ (the BFF client and query options), then features/
    //   top     routes/ (the route tree) and main.tsx
    {
      name: 'web-ground-stays-ground',
      severity: 'error',
      comment:
        'The ground is imported by every layer: it imports neither api/, features/ nor routes/.',
      from: { path: WEB_GROUND, pathNot: TEST },
      to: { path: `${WEB}(api|features|routes)/|${WEB}main\\.tsx$` },
    },
    {
      name: 'web-lib-is-pure',
      severity: 'error',
      comment:
        'lib/ is pure logic every layer may import: it imports only lib/ and the contract, no other folder of the app and no React, router or DOM library.',
      from: { path: `${WEB}lib/`, pathNot: TEST },
      to: {
        path: `${WEB}|node_modules/(react|react-dom|@tanstack)/`,
        pathNot: `${WEB}lib/`,
      },
    },
    {
      name: 'web-addresses-read-only-lib',
      severity: 'error',
      comment:
        'The URL schemas are read by routes, features and the time zone alike: they build on lib/ only, so reading a schema never pulls in a component.',
      from: { path: `${WEB}addresses/`, pathNot: TEST },
      to: { path: WEB_GROUND, pathNot: `${WEB}(addresses|lib)/` },
    },
    {
      name: 'web-time-zone-below-components',
      severity: 'error',
      comment:
        'The table kit names the zone in its caption, so the time zone sits under components/: it reads lib/ and addresses/, never a component.',
      from: { path: `${WEB}time-zone/`, pathNot: TEST },
      to: { path: WEB_GROUND, pathNot: `${WEB}(time-zone|lib|addresses)/` },
    },
    {
      name: 'web-every-folder-has-a-layer',
      severity: 'error',
      comment:
        'A folder of apps/web/src that no rule names would escape the layers: give it one in WEB_GROUND or the rules above (and in decision 039).',
      from: { path: WEB, pathNot: WEB_KNOWN },
      to: {},
    },
    {
      name: 'web-features-apart',
      severity: 'error',
      comment:
        'A page does not reach into another page: what two features share lives in features/page-parts/ or the ground. The exceptions are FEATURE_NEIGHBOURS.',
      from: {
        path: `${WEB}features/([^/]+)/`,
        pathNot: [TEST, `${WEB}features/(${Object.keys(FEATURE_NEIGHBOURS).join('|')})/`],
      },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/($1|page-parts)/` },
    },
    ...featuresApart,
    {
      name: 'web-fixtures-for-tests',
      severity: 'error',
      comment: 'A *-fixture.ts builds test data: only tests import it, so none reaches the bundle.',
      from: { path: WEB, pathNot: [TEST, '-fixture\\.ts$'] },
      to: { path: `${WEB}.*-fixture\\.ts$` },
    },
    {
      name: 'web-table-kit-knows-no-feature',
      severity: 'error',
      comment:
        'The table kit draws any feature’s table from its columns: it reads no URL schema (addresses/) and no feature’s piece, so every table can compose it (decision 036).',
      from: { path: `${WEB}components/data-table/`, pathNot: TEST },
      to: { path: `${WEB}(addresses|page-focus)/` },
    },
    {
      name: 'web-tables-from-the-kit',
      severity: 'error',
      comment:
        'Table pieces (pagination, sort header, options, badge) live in the kit: a feature imports them from components/data-table/, never from another feature.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/(data-table|data-table-pagination|table-options|status-badge|sort-header)[.]tsx$`,
        pathNot: `${WEB}features/$1/`,
      },
    },
    {
      name: 'tooling-reads-files-not-code',
      severity: 'error',
      comment:
        'tooling/ checks the tree (docs, lint rules) as files: importing an app or package would make a check depend on what it checks.',
      from: { path: '^tooling/' },
      to: { path: '^(apps|packages|bench|e2e)/' },
    },
    {
      name: 'web-api-not-to-features',
      severity: 'error',
      comment: 'The BFF client and its query options know no page.',
      from: { path: `${WEB}api/`, pathNot: TEST },
      to: { path: `${WEB}(features|routes)/|${WEB}main\\.tsx$` },
    },
    {
      name: 'web-features-not-to-routes',
      severity: 'error',
      comment: 'routes/ is the top of the house: features are what it mounts, never what it is.',
      from: { path: `${WEB}features/`, pathNot: TEST },
      to: { path: `${WEB}routes/|${WEB}main\\.tsx$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|results|test-results|playwright-report)/' },
    // `import type` counts: a type import is an edge of the layer graph too.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
