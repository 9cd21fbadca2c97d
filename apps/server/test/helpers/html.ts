import { parse } from 'parse5';

/** An element of a parsed page: its tag, attributes and text. */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  value?: string;
  childNodes?: Node[];
  content?: Node;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(textOf).join('');
}

/** Every element of an HTML page, in document order, as a browser's parser reads it. */
export function parseHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const walk = (node: Node) => {
    if (node.tagName) {
      elements.push({
        tag: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
        text: textOf(node),
      });
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return elements;
}

/** The page's meta tags, by `property` or `name`. */
export function metaOf(elements: HtmlElement[]): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const element of elements) {
    const key = element.attrs.property ?? element.attrs.name;
    if (element.tag === 'meta' && key && element.attrs.content !== undefined)
      meta[key] = element.attrs.content;
  }
  return meta;
}
