// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Architecture (DESIGN.md section 3, team brief rule 6), enforced by eslint-plugin-boundaries:
 *   app -> features -> (ui, api, domain, session, i18n); features -> machines;
 *   machines -> domain; ui -> (domain, i18n); api -> (domain, session); session -> domain;
 *   i18n -> (session, domain); server -> (server, domain). Features never import each other.
 * Tests (unit tests next to the code and everything under tests/) may import anything.
 */
const ELEMENTS = [
  // Test files first: the first matching element wins, and tests may reach everything.
  { type: 'tests', pattern: ['tests/**', '**/*.test.ts', '**/*.test.tsx'], mode: 'full' },
  { type: 'main', pattern: 'src/main.tsx', mode: 'full' },
  { type: 'app', pattern: 'src/app/**', mode: 'full' },
  { type: 'features', pattern: 'src/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'ui', pattern: 'src/ui/**', mode: 'full' },
  { type: 'api', pattern: 'src/api/**', mode: 'full' },
  { type: 'domain', pattern: 'src/domain/**', mode: 'full' },
  { type: 'session', pattern: 'src/session/**', mode: 'full' },
  { type: 'i18n', pattern: 'src/i18n/**', mode: 'full' },
  { type: 'machines', pattern: 'machines/**', mode: 'full' },
  { type: 'server', pattern: 'server/**', mode: 'full' },
  { type: 'scripts', pattern: ['scripts/**', 'bench/**'], mode: 'full' },
];

const DEPENDENCY_RULES = [
  { from: 'main', allow: ['app', 'i18n', 'session', 'domain', 'ui'] },
  { from: 'app', allow: ['app', 'features', 'ui', 'api', 'domain', 'session', 'i18n'] },
  {
    from: 'features',
    allow: [
      ['features', { feature: '${from.feature}' }],
      'ui',
      'api',
      'domain',
      'session',
      'i18n',
      'machines',
    ],
  },
  { from: 'ui', allow: ['ui', 'domain', 'i18n'] },
  { from: 'api', allow: ['api', 'domain', 'session'] },
  { from: 'session', allow: ['session', 'domain'] },
  { from: 'i18n', allow: ['i18n', 'session', 'domain'] },
  { from: 'domain', allow: ['domain'] },
  { from: 'machines', allow: ['machines', 'domain'] },
  { from: 'server', allow: ['server', 'domain'] },
  { from: 'scripts', allow: ['scripts', 'server', 'domain', 'machines', 'tests'] },
  { from: 'tests', allow: ['*'] },
];

/** Packages that tie code to the browser UI; machines, domain and server stay free of them. */
const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@xstate/react',
  'primereact',
  'primereact/*',
  'react-i18next',
  'react-hook-form',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'docs/**',
      'src/api/schema.gen.ts',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'screenshots/**',
      '.data/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': [
        'src/**',
        'machines/**',
        'server/**',
        'scripts/**',
        'bench/**',
        'tests/**',
      ],
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} may not import ${dependency.type} (DESIGN.md section 3)',
          rules: DEPENDENCY_RULES,
        },
      ],
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: ['machines', 'domain', 'server', 'session'], disallow: UI_PACKAGES },
            {
              from: ['features', 'app', 'ui', 'machines'],
              disallow: ['hono', 'hono/*', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*'],
            },
          ],
        },
      ],
    },
  },
  {
    // React rules only where React lives (Playwright's fixture `use()` is not React's `use`).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/static-components': 'error',
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/globals': 'error',
      'react-hooks/error-boundaries': 'error',
    },
  },
  {
    // No user-facing literal text in components (team brief rule 3): texts come from t().
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}{2,}/u]',
          message: "User-facing text must come from the translations: use t('namespace.key').",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|alt|title|placeholder|label)$/] > Literal[value=/\\p{L}{2,}/u]',
          message: 'Labels, alt texts and placeholders must come from the translations: use t().',
        },
      ],
    },
  },
  {
    // The browser loads zod/mini only: classic zod's method chains cannot be tree-shaken, so
    // every page with a form loaded its whole API (21.5 KB brotli; zod/mini with what we use:
    // 8 KB; issue 29).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(?!/mini$|/v4/core$)(/.*)?$',
              message:
                "Import { z } from 'zod/mini' (checks as z.minLength(...), wrappers as z.optional(...)): classic zod is not tree-shakable and would load its whole API into the browser. The server keeps classic zod.",
            },
          ],
        },
      ],
    },
  },
  {
    // Node scripts and configs may log.
    files: ['scripts/**', 'server/**', 'bench/**', '*.config.{ts,js}', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
