// relay-compiler over web/src against the schema printed from the API (schema.graphql).
// CommonJS on purpose: relay-compiler cannot read an ES-module config.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/*.css.ts'],
  eagerEsModules: true,
  noFutureProofEnums: true,
  // Every operation is sent by its hash; the server answers only the documents in this file unless
  // configured otherwise (docs/decisions.md, "Persisted operations").
  persistConfig: { file: './persisted-operations.json', algorithm: 'SHA256' },
};
