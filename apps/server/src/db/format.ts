/** The API's date-time form: 'YYYY-MM-DD HH:mm:ss' in UTC. */
export const formatDateTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Postgres reports a broken unique index with this code, on both drivers. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === '23505') return true;
  return 'cause' in error && isUniqueViolation(error.cause);
};
