// "Import my data" talks to POST /api/import/preview and POST /api/import (docs/api.md): the file
// chosen is sent as it is, as the JSON body, with the session cookie. The answer's shape is the
// server's ImportSummary (api/src/modules/export/import.ts).

/** The largest file the server takes (docs/product/export.md, "Import"). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export type NotImportedReason = 'account' | 'files' | 'group' | 'sent' | 'notSupported' | 'unknown' | 'congregation' | 'noPlace';

/** A reason a record was refused: the rule's English sentence, and its catalogue key with values when it has one. */
export interface Refusal {
  message: string;
  key: string | null;
  values: Record<string, string | number>;
  count: number;
}

export interface AreaCount {
  area: string;
  inFile: number;
  new: number;
  present: number;
  refused: number;
  refusals: Refusal[];
}

export interface ImportSummary {
  imported: boolean;
  source: { format: 'app' | 'organized'; username: string; exportedAt: string; sameAccount: boolean };
  areas: AreaCount[];
  notImported: { area: string; inFile: number; reason: NotImportedReason }[];
}

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
