import { Document, isMap, isScalar, isSeq, type Node, type Pair } from 'yaml';

/** A comment placed above the key at `path` (or above the item of a list); [] = the end of the file. */
export interface Comment {
  path: (string | number)[];
  text: string;
}

/**
 * YAML text of a generated manifest in the style of the shipped ones: small maps and lists on one line (flow
 * style), comments above the key they are about.
 */
export function renderManifest(manifest: Record<string, unknown>, comments: Comment[], header: string): string {
  const doc = new Document(manifest);
  doc.commentBefore = header;
  if (doc.contents) flowSmall(doc.contents, 0);
  const trailing: string[] = [];
  for (const c of comments) {
    const text = ` ${c.text.replace(/\s*\n\s*/g, ' ')}`;
    if (!c.path.length) {
      trailing.push(text);
      continue;
    }
    const parent = c.path.length === 1 ? doc.contents : doc.getIn(c.path.slice(0, -1), true);
    const key = c.path[c.path.length - 1];
    let target: Node | undefined;
    if (isMap(parent)) {
      const pair = parent.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
      target = pair && isScalar(pair.key) ? pair.key : undefined;
    } else if (isSeq(parent) && typeof key === 'number') target = parent.items[key] as Node | undefined;
    if (!target) {
      trailing.push(text);
      continue;
    }
    // A commented node must not sit in a one-line collection, or the comment lands mid-line.
    for (let i = 0; i < c.path.length; i++) {
      const up = i === 0 ? doc.contents : doc.getIn(c.path.slice(0, i), true);
      if (isMap(up) || isSeq(up)) up.flow = false;
    }
    target.commentBefore = target.commentBefore ? `${target.commentBefore}\n${text}` : text;
  }
  if (trailing.length) doc.comment = trailing.join('\n');
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true });
}

/** Maps and lists whose one-line form is short are written on one line (below the top two levels). */
function flowSmall(node: Node, depth: number): void {
  if (!isMap(node) && !isSeq(node)) return;
  for (const item of node.items) {
    const child = isMap(node) ? (item as Pair).value : item;
    if (child && typeof child === 'object') flowSmall(child as Node, depth + 1);
  }
  if (depth >= 2 && JSON.stringify(node.toJSON()).length <= 90) node.flow = true;
}
