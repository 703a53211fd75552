// Flat config: typescript-eslint, react-hooks, and the layer boundaries
// (docs/adr/0013-layers-and-import-boundaries.md: app -> screens -> ui / machines / api -> shared;
// mocks -> api/schemas).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Features keep to themselves (docs/architecture.md, "Features"): each folder of src/screens but
// shared/ and shell/ is a feature, which imports only itself and screens/shared; shared imports no
// feature and not the shell. The folder list is read here, so a new feature is covered at once.
const SCREENS_DIR = 'src/screens';
const COMMON_SCREENS = ['shared', 'shell'];
const FEATURES = readdirSync(SCREENS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !COMMON_SCREENS.includes(e.name))
  .map((e) => e.name);
const featureZones = [
  ...FEATURES.map((feature) => ({
    target: `./${SCREENS_DIR}/${feature}`,
    from: `./${SCREENS_DIR}`,
    except: [`./${feature}`, './shared'],
    message: `A feature imports only itself and screens/shared: move what ${feature} shares with another feature to src/screens/shared.`,
  })),
  {
    target: `./${SCREENS_DIR}/shared`,
    from: `./${SCREENS_DIR}`,
    except: ['./shared'],
    message: 'screens/shared is what features share: it imports no feature and not the shell.',
  },
];

const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(({ group, regex, message, importNames }) => ({
          ...(regex ? { regex } : { group }),
          message,
          ...(importNames ? { importNames } : {}),
        })),
      },
    ],
  },
});

const REACT = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    '@xstate/react',
    'primereact',
    'primereact/*',
    'wouter',
    'wouter/*',
    '@tanstack/*',
  ],
  message: 'This layer knows nothing of React.',
};
const HTTP = {
  group: ['wretch', 'wretch/*', '**/api/client/client*', '**/api/client/transport*', '**/api/http*'],
  message: 'This layer does no HTTP.',
};
const SCREENS = { group: ['**/screens/**'], message: 'Screens are the top UI layer; import downward only.' };
const APP = { group: ['**/app/**'], message: 'The app root composes the layers; nothing imports it.' };
const MOCKS = { group: ['**/mocks/**'], message: 'Only hosts and tests import the mock backend.' };
const DEV = {
  group: ['**/dev/**'],
  message: "The testers' panel (src/dev) is loaded by main.tsx alone, in the dev server.",
};
const MACHINES = { group: ['**/machines/**'], message: 'The API layer does not know the machines.' };
const API_CLIENT = {
  group: ['**/api/client/api-context*'],
  importNames: ['useApi'],
  message: 'Screens get data through the hooks and list adapters of src/api, never from the client itself.',
};
// Text boxes go through the composition layer (screens/shared/ime/): no IME fragment reaches a search or a form.
const RAW_TEXT_INPUTS = {
  group: ['primereact/inputtext', 'primereact/inputnumber'],
  message:
    'Use ImeInputText or FormInputText (src/screens/shared/ime/ime-input-text.tsx): they keep IME composition out of searches and forms.',
};
// src/ui writes PrimeReact's parts out (docs/adr/0027-hand-written-stand-ins.md): it knows React, PrimeReact's
// classes and locale, and src/shared, nothing of the console's data, routes or state.
const UI = { group: ['**/ui/**'], message: 'src/ui is a UI layer: only screens and the app root import it.' };
const UI_LIBS = {
  group: [
    '@tanstack/*',
    'wouter',
    'wouter/*',
    '@xstate/*',
    'xstate',
    'xstate/*',
    'react-hook-form',
    '@hookform/*',
    'zod',
    'zod/*',
  ],
  message: 'src/ui knows nothing of data, routes, state or forms: screens pass it what to show.',
};
const UI_API = { group: ['**/api/**'], message: 'src/ui knows nothing of the API.' };
const UI_PRIME = {
  regex: '^primereact(?!/(api|utils|dropdown)$|/resources/)(/.*)?$',
  message:
    "src/ui writes PrimeReact's parts out: it takes only PrimeReact's locale (primereact/api), DomHandler (primereact/utils), its CSS and the paginator's page-size Dropdown.",
};
// The first load (the login route) loads no PrimeReact JavaScript (docs/adr/0027-hand-written-stand-ins.md).
const NO_PRIME = {
  regex: '^primereact(?!/resources/)(/.*)?$',
  message: 'The first load loads no PrimeReact JavaScript: write the part out (src/ui/light/).',
};
const API_RUNTIME = {
  group: ['**/api/*', '!**/api/schemas', '!**/api/schemas/**'],
  message: 'Only the shared schemas of src/api may be imported here.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist*',
      '.parcel-cache*',
      'static',
      'reports',
      'test-results',
      'playwright-report',
      'docs',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    // Imports carry explicit .ts/.tsx extensions, so the node resolver finds every file.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
  },
  layer(
    ['src/shared/**'],
    [
      REACT,
      HTTP,
      SCREENS,
      APP,
      MOCKS,
      MACHINES,
      UI,
      { group: ['**/api/**'], message: 'shared is the bottom layer.' },
      DEV,
    ],
  ),
  layer(['src/api/schemas/**'], [REACT, HTTP, SCREENS, APP, MOCKS, MACHINES, UI, DEV]),
  layer(['src/api/**'], [SCREENS, APP, MOCKS, MACHINES, UI, DEV]),
  layer(['src/machines/**'], [REACT, HTTP, SCREENS, APP, MOCKS, UI, API_RUNTIME, DEV]),
  // The mock builds its handlers from the endpoint catalog, validates with the schemas,
  // answers on the API's base URL (config.ts) and reads the registry of extensions (its `spec` profile).
  layer(
    ['src/mocks/**'],
    [
      REACT,
      SCREENS,
      APP,
      MACHINES,
      UI,
      {
        group: [
          '**/api/*',
          '!**/api/schemas',
          '!**/api/schemas/**',
          '!**/api/catalog',
          '**/api/catalog/*',
          '!**/api/catalog/endpoints.ts',
          '!**/api/catalog/extensions.ts',
          '!**/api/client',
          '**/api/client/*',
          '!**/api/client/config.ts',
        ],
        message: 'The mock uses only the catalog, the registry of extensions, the schemas and the base URL of src/api.',
      },
    ],
  ),
  layer(['src/screens/**'], [APP, MOCKS, HTTP, API_CLIENT, RAW_TEXT_INPUTS, DEV]),
  { files: ['src/screens/**'], rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] } },
  layer(['src/screens/shared/ime/**'], [APP, MOCKS, HTTP, API_CLIENT]),
  layer(['src/ui/**'], [HTTP, SCREENS, APP, MOCKS, MACHINES, UI_API, UI_LIBS, UI_PRIME, DEV]),
  layer(['src/ui/light/**'], [HTTP, SCREENS, APP, MOCKS, MACHINES, UI_API, UI_LIBS, NO_PRIME]),
  // Every Dropdown takes the console's defaults (src/ui/dropdown/dropdown-defaults.ts says why).
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Dropdown']:not(:has(JSXSpreadAttribute > Identifier[name='DROPDOWN_DEFAULTS']))",
          message: 'Spread DROPDOWN_DEFAULTS into every Dropdown (src/ui/dropdown/dropdown-defaults.ts).',
        },
      ],
    },
  },
  { files: ['tests/**', 'scripts/**', '*.config.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
