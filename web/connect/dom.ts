type Child = Node | string | null | undefined | false;

/** A tiny element builder: attributes (with `on*` listeners) and children; text is always set as text. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | EventListener | undefined> = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Small line icons drawn in code (no icon font, nothing fetched). */
export function glyph(name: 'check' | 'alert' | 'clock' | 'lock' | 'x' | 'arrow' | 'plug' | 'back' | 'external'): SVGSVGElement {
  const paths: Record<typeof name, string[]> = {
    check: ['M5 12.5l4.2 4.2L19 7'],
    alert: ['M12 8v5', 'M12 16.5v.01', 'M10.3 3.9L2.4 17.6A2 2 0 004.1 20.6h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z'],
    clock: ['M12 7v5l3 2', 'M21 12a9 9 0 11-18 0 9 9 0 0118 0z'],
    lock: ['M7 11V8a5 5 0 0110 0v3', 'M5 11h14v10H5z'],
    x: ['M6 6l12 12', 'M18 6L6 18'],
    arrow: ['M5 12h14', 'M13 6l6 6-6 6'],
    back: ['M19 12H5', 'M11 6l-6 6 6 6'],
    plug: ['M9 3v5', 'M15 3v5', 'M7 8h10v3a5 5 0 01-10 0z', 'M12 16v5'],
    external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  };
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.classList.add('glyph');
  for (const d of paths[name]) {
    const p = document.createElementNS(SVG_NS, 'path');
    p.setAttribute('d', d);
    svg.append(p);
  }
  return svg;
}
