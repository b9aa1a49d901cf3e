/**
 * Whether parsed JSON holds a key that would reach an object's prototype once copied into
 * another object: "__proto__" (JSON.parse keeps it as an own key), or "constructor" holding a
 * "prototype". Walked with a list, not by recursion: a body nested thousands deep would overflow
 * the stack (a 500 for a few kilobytes).
 */
export function holdsForbiddenJsonKey(parsed: unknown): boolean {
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '__proto__') return true;
      if (
        key === 'constructor' &&
        child !== null &&
        typeof child === 'object' &&
        Object.hasOwn(child, 'prototype')
      )
        return true;
      pending.push(child);
    }
  }
  return false;
}
