import type { Frame, Page } from 'playwright-core';

/**
 * What sticks out of the viewport in a page or a frame: the document scrolling sideways, any visible element whose
 * box passes the viewport's right edge or is cut by an ancestor that hides overflow, and any table that is not
 * inside a container scrolling sideways on purpose (overflow-x auto or scroll), where wide content is allowed.
 * Returns one line per problem (empty when the layout fits).
 */
export async function overflowProblems(target: Page | Frame, opts: { scrollersFit?: boolean } = {}): Promise<string[]> {
  // With scrollersFit (a wide screen), a wrapper that scrolls sideways must not need to: its table fits as it is.
  const scrollersFit = opts.scrollersFit === true;
  // A string, not a function: tsx would wrap named functions in a helper (__name) the page does not have.
  return target.evaluate<string[]>(`((scrollersFit) => {
    const out = [];
    const reported = [];
    const vw = window.innerWidth;
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > vw) out.push(\`the page scrolls sideways (scrollWidth \${scroller.scrollWidth} > \${vw})\`);
    const name = (el) => {
      const id = el.id ? \`#\${el.id}\` : '';
      const cls = typeof el.className === 'string' && el.className ? \`.\${el.className.trim().split(/\\s+/).join('.')}\` : '';
      const text = (el.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return \`\${el.tagName.toLowerCase()}\${id}\${cls} "\${text}"\`;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // not shown, or visually hidden (sr-only)
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.position === 'fixed' && r.right <= vw) continue;
      let inScroller = false;
      let clippedBy = null;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX === 'auto' || ps.overflowX === 'scroll') {
          if (scrollersFit && p.scrollWidth > p.clientWidth + 1 && !reported.includes(p)) {
            reported.push(p);
            out.push(\`\${name(p)} hides \${p.scrollWidth - p.clientWidth} px of its content to the right (scrolls sideways)\`);
          }
          inScroller = true;
          break;
        }
        if ((ps.overflowX === 'hidden' || ps.overflowX === 'clip') && !clippedBy && r.right > p.getBoundingClientRect().right + 1)
          clippedBy = p;
      }
      if (el.tagName === 'TABLE' && !inScroller && r.right > vw) out.push(\`\${name(el)}: a table wider than the page outside a scrolling wrapper\`);
      if (inScroller) continue;
      if (reported.some((a) => a.contains(el))) continue; // its container is reported already
      if (r.right > vw + 1 || clippedBy) reported.push(el);
      if (r.right > vw + 1) out.push(\`\${name(el)} passes the right edge (\${Math.round(r.right)} > \${vw})\`);
      else if (clippedBy) out.push(\`\${name(el)} is cut by \${name(clippedBy)}\`);
    }
    return out;
})(${String(scrollersFit)})`);
}
