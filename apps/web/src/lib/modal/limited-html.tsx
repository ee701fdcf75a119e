import { createElement, type ReactNode } from 'react';
import { MODAL_ALLOWED_TAGS } from './modal-constants';

type AllowedTag = (typeof MODAL_ALLOWED_TAGS)[number];
const ALLOWED = new Set<string>(MODAL_ALLOWED_TAGS);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: '\u00a0',
};
const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)[^<>]*?(\/?)\s*>/g;

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

interface Frame {
  tag: AllowedTag | null;
  children: ReactNode[];
}

/**
 * Turns a message with a tiny HTML subset into React nodes: <br>, <b> and <strong> become elements, every
 * other tag is dropped (its text kept), and all text goes through React's escaping. No HTML string ever
 * reaches the DOM, so server- or user-supplied text cannot inject markup or script.
 */
export function renderLimitedHtml(source: string): ReactNode[] {
  const root: Frame = { tag: null, children: [] };
  const stack: Frame[] = [root];
  let key = 0;
  let last = 0;
  const top = () => stack[stack.length - 1] ?? root;
  const pushText = (text: string) => {
    if (text) top().children.push(decodeEntities(text));
  };
  const closeTop = () => {
    const frame = stack.pop();
    if (!frame || !frame.tag) return;
    top().children.push(createElement(frame.tag, { key: key++ }, ...frame.children));
  };

  for (const match of source.matchAll(TAG)) {
    pushText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (name === 'br') {
      if (!closing) top().children.push(createElement('br', { key: key++ }));
      continue;
    }
    if (!closing) {
      stack.push({ tag: name as AllowedTag, children: [] });
      continue;
    }
    // Close the nearest matching open tag (and anything left open inside it); ignore strays.
    if (stack.some((f) => f.tag === name)) {
      while (stack.length > 1 && top().tag !== name) closeTop();
      closeTop();
    }
  }
  pushText(source.slice(last));
  while (stack.length > 1) closeTop();
  return root.children;
}
