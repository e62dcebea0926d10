import boundaries from 'eslint-plugin-boundaries';

/**
 * The layering docs/architecture.md#layout describes, checked on every import (aliases resolved through tsconfig):
 * domain stands alone; shared client code never reaches into features; a feature reaches only
 * into itself and shared code; a server module reaches only into itself, shared server code,
 * the database and the domain.
 */
const elements = [
  { type: 'domain', pattern: 'src/domain/**', mode: 'full' },
  { type: 'client-feature', pattern: 'src/client/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'client-shared', pattern: 'src/client/{components,lib}/**', mode: 'full' },
  { type: 'client-catalogue', pattern: 'src/client/locales/**', mode: 'full' },
  { type: 'client-app', pattern: 'src/client/{app,prerender}/**', mode: 'full' },
  { type: 'client-app', pattern: 'src/client/*.tsx', mode: 'full' },
  { type: 'server-module', pattern: 'src/server/modules/*/**', mode: 'full', capture: ['module'] },
  { type: 'server-shared', pattern: 'src/server/{http,db,shared}/**', mode: 'full' },
  { type: 'server-shared', pattern: 'src/server/{config,project-root}.ts', mode: 'full' },
  { type: 'server-root', pattern: 'src/server/{app,main}.ts', mode: 'full' },
];

const sameFeature = ['client-feature', { feature: '${from.feature}' }];
const sameModule = ['server-module', { module: '${from.module}' }];

export const layering = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['src/**/*'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { typescript: { project: './tsconfig.json' } },
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'disallow',
        rules: [
          { from: ['domain'], allow: ['domain'], message: 'src/domain imports nothing outside itself' },
          { from: ['client-shared'], allow: ['domain', 'client-shared', 'client-catalogue'], message: 'components and lib never import features or the app' },
          {
            from: ['client-feature'],
            allow: ['domain', 'client-shared', 'client-catalogue', sameFeature],
            message: 'a client feature imports only itself, components, lib and domain',
          },
          { from: ['client-app'], allow: ['domain', 'client-shared', 'client-catalogue', 'client-feature', 'client-app'] },
          { from: ['server-shared'], allow: ['domain', 'server-shared'], message: 'shared server code never imports modules' },
          { from: ['server-module'], allow: ['domain', 'server-shared', sameModule], message: 'a server module imports only itself, shared server code, db and domain' },
          { from: ['server-root'], allow: ['domain', 'server-shared', 'server-module', 'server-root'] },
        ],
      },
    ],
  },
};
