/** Layer rules of docs/engineering.md, enforced in `npm test`. */

/**
 * The floors of src/connectors, from the ground up (docs/engineering.md, "Inside src/connectors"). A folder (or root
 * file) imports only what stands on a lower floor, and the folders of one floor are independent of each other: no
 * import runs back up, none runs sideways.
 */
const CONNECTOR_FLOORS = [
  ['manifest-error.ts'],
  ['schema'],
  ['mapping'],
  ['compile', 'pagination', 'migrate', 'generate', 'conform'],
  ['connection'],
  ['auth', 'transport'],
  ['sandbox'],
  ['runtime'],
  ['testing'],
  ['index.ts'],
];

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `compile` matches the folder src/connectors/compile/, `index.ts` the root file itself. */
const connectorPath = (part) => `^src/connectors/${escapeRegExp(part)}${part.endsWith('.ts') ? '$' : '/'}`;

function connectorFloorRules() {
  return CONNECTOR_FLOORS.flatMap((floor, level) => {
    const below = CONNECTOR_FLOORS.slice(0, level).flat();
    return floor.map((part) => ({
      name: `connectors-floor-${part.replace(/\.ts$/, '')}`,
      comment: `src/connectors/${part} (floor ${level + 1}) imports only ${below.length ? below.join(', ') : 'nothing of src/connectors'} inside src/connectors.`,
      severity: 'error',
      from: { path: connectorPath(part) },
      to: { path: '^src/connectors/', pathNot: [connectorPath(part), ...below.map(connectorPath)] },
    }));
  }).concat({
    name: 'connectors-floor-unplaced',
    comment: 'Every folder and root file of src/connectors stands on one of CONNECTOR_FLOORS: a new one is placed there first.',
    severity: 'error',
    from: { path: '^src/connectors/', pathNot: CONNECTOR_FLOORS.flat().map(connectorPath) },
    to: {},
  });
}

module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'connectors-are-self-contained',
      comment: 'The connector runtime never reaches into the store, services or HTTP layers; it declares ports instead.',
      severity: 'error',
      from: { path: '^src/connectors' },
      to: { path: '^src/(store|services|http|jobs|cli)/' },
    },
    ...connectorFloorRules(),
    {
      name: 'embedded-store-is-launched-by-the-composition-root',
      comment:
        'Starting FerretDB (src/embedded-store: binary, start lock, state file, process) is set-up, not storage: the composition root and the CLI launch it; the store layer only connects to a URI. Test support and benchmarks (outside src/) use it too.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(composition|cli|embedded-store)/' },
      to: { path: '^src/embedded-store/' },
    },
    {
      name: 'embedded-store-stands-alone',
      comment: 'The launcher needs the package root only; nothing of the gateway.',
      severity: 'error',
      from: { path: '^src/embedded-store/' },
      to: { path: '^src/', pathNot: '^src/(embedded-store/|config/package-root\\.ts$)' },
    },
    {
      name: 'store-knows-no-http-or-services',
      severity: 'error',
      from: { path: '^src/store' },
      to: { path: '^src/(services|http|jobs|cli|connectors)/' },
    },
    {
      name: 'store-queries-are-built-in-the-store',
      comment:
        "Queries and filters of the MongoDB driver are built in src/store/; services and handlers pass plain values. Tracing observes the driver client (command monitoring); jobs own Agenda's collection.",
      severity: 'error',
      from: { path: '^src/(services|http|cli)/', pathNot: '^src/services/observability/tracing\\.ts$' },
      to: { path: 'node_modules/mongodb/' },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      from: { path: '^src/services' },
      to: { path: '^src/(http|cli)/' },
    },
    {
      name: 'handlers-use-services-not-the-store',
      comment: 'Handlers call services; only type imports of store documents are allowed (for presenters).',
      severity: 'error',
      from: { path: '^src/http' },
      to: { path: '^src/(store|connectors)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'jobs-and-cli-use-services',
      comment: 'The CLI may run the connector checker (src/connectors/testing/: no runtime state) for integration authors.',
      severity: 'error',
      from: { path: '^src/(jobs|cli)' },
      to: { path: '^src/(store|connectors|http)/', pathNot: '^src/connectors/testing/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.gen\\.ts$' },
  },
};
