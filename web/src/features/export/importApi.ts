// "Import my data" talks to POST /api/import/preview and POST /api/import (docs/api.md): the file
// chosen is sent as it is, as the JSON body, with the session cookie. The answer's shape is the
// contract's ImportSummary (shared/src/data-exchange.ts).

import type { ImportSummary } from '@ministry/shared/data-exchange.ts';

export { MAX_IMPORT_BYTES, type ImportRefusal as Refusal, type ImportSummary } from '@ministry/shared/data-exchange.ts';

/** Why a request gave no summary: each has its own sentence in the catalogue. */
export type ImportFailure = 'notExport' | 'tooLarge' | 'signIn' | 'failed' | 'network';

export class ImportError extends Error {
  constructor(readonly reason: ImportFailure) {
    super(reason);
  }
}

export async function sendImportFile(file: string, step: 'preview' | 'import'): Promise<ImportSummary> {
  let response: Response;
  try {
    response = await fetch(step === 'preview' ? '/api/import/preview' : '/api/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: file,
    });
  } catch {
    throw new ImportError('network');
  }
  if (response.status === 400) throw new ImportError('notExport');
  if (response.status === 401) throw new ImportError('signIn');
  if (!response.ok) throw new ImportError('failed');
  return (await response.json()) as ImportSummary;
}
