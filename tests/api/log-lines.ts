// The server's log as a test reads it: every line written while the file's tests run, parsed, and
// emptied after each test (api/src/lib/log.ts sends them here instead of the standard streams).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { logTo, type LogLevel } from '../../api/src/lib/log.ts';

export type LoggedLine = { level: LogLevel; entry: Record<string, any> };

/** The lines of the running test, kept in the one array this answers. */
export function collectLogLines(): LoggedLine[] {
  const lines: LoggedLine[] = [];
  let undo: () => void;
  beforeAll(() => {
    undo = logTo((level, line) => lines.push({ level, entry: JSON.parse(line) }));
  });
  afterAll(() => undo());
  afterEach(() => {
    lines.length = 0;
  });
  return lines;
}
