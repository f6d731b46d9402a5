/** A body's JSON value; the text itself when it is not JSON, undefined when empty. */
export function safeJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
