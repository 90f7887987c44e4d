// PostgreSQL's SQLSTATE for a unique violation, raised by pg and PGlite alike;
// Drizzle wraps driver errors, so the cause chain is searched.
const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error || isRecord(current); ) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === UNIQUE_VIOLATION) return constraint === undefined || record.constraint === constraint;
    current = record.cause;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
