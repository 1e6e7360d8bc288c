// Imported first by bench/run.ts: the app reads NODE_ENV as its modules load (builder.ts turns off
// Pothos' unused-selection check in production; graphql-js skips its development checks), so the
// benchmark measures the code production runs. An explicit NODE_ENV is kept.
process.env.NODE_ENV ??= 'production';
