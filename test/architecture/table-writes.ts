/**
 * The tables a source file writes: every INSERT INTO, UPDATE and DELETE FROM inside its string
 * and template literals (comments and code around them are not SQL).
 */
const LITERAL = /`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g;
const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)/gi;
/** Words after UPDATE that are not a table: ON CONFLICT … DO UPDATE SET, FOR UPDATE (SKIP LOCKED). */
const NOT_A_TABLE = new Set(['set', 'skip', 'nowait', 'of']);

export const tablesWritten = (source: string): string[] => {
  const tables = new Set<string>();
  for (const literal of source.match(LITERAL) ?? []) {
    for (const m of literal.matchAll(WRITE)) {
      const table = m[1]!.toLowerCase();
      if (!NOT_A_TABLE.has(table)) tables.add(table);
    }
  }
  return [...tables].sort();
};
