/**
 * Whether `value` written as JSON stays within `max` characters, counted without writing it and stopping as soon as
 * the count passes `max`: an expression can build a value whose JSON is exponentially large (an object holding the
 * same object twice, a level at a time), which must be refused before anything serialises it. Strings count their
 * length plus quotes (escapes are not counted: a close estimate is enough for a bound).
 */
export function jsonSizeWithin(value: unknown, max: number): boolean {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') total += v.length + 2;
    else if (typeof v === 'number' || typeof v === 'boolean') total += 8;
    else if (v === null || v === undefined || typeof v === 'function') total += 4;
    else if (Array.isArray(v)) {
      total += 2 + v.length;
      if (total > max) return false;
      for (const item of v) stack.push(item);
    } else if (typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        total += k.length + 4;
        stack.push(item);
      }
      total += 2;
    } else total += 8;
    if (total > max) return false;
  }
  return true;
}
