// The headers of a spec's own calls to the API. The app sends only persisted operations' hashes;
// the e2e server lets requests carrying this key send documents of their own (GRAPHQL_DOCUMENT_KEY),
// so a spec can prepare data while every request of the app itself goes through the persisted path.
export const E2E_DOCUMENT_KEY = 'e2e document key, known to tests/e2e/api-headers.ts';
export const API_HEADERS = { 'x-mc-csrf': '1', 'x-mc-document-key': E2E_DOCUMENT_KEY };
