// Prisma's error codes that a service turns into a user's answer: a unique constraint that
// another write won (P2002) and an update or delete whose WHERE matched no row (P2025).
function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code as string | undefined : undefined;
}

export const isUniqueViolation = (error: unknown): boolean => codeOf(error) === 'P2002';

export const isRecordNotFound = (error: unknown): boolean => codeOf(error) === 'P2025';
