/**
 * A linear scan of XML text from an upload (an EPUB's container.xml and package document): start tags
 * with their attributes, end tags and text, in order. Each character is looked at a bounded number of
 * times (`indexOf` from the current place, then one pass over a tag), so the work grows with the size
 * of the text whatever it holds; no regular expression runs over the untrusted text except the entity
 * one below, whose quantifiers are bounded. Comments, processing instructions and the DOCTYPE are
 * skipped; entities a DOCTYPE declares are never expanded (no "billion laughs"), only XML's five and
 * character references are. Malformed input ends the scan early; it never throws.
 */

export interface XmlStartTag {
  kind: 'start';
  /** The qualified name as written (`dc:title`). */
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
}
export interface XmlEndTag {
  kind: 'end';
  name: string;
}
export interface XmlText {
  kind: 'text';
  /** Entities decoded (CDATA as it is). */
  text: string;
}
export type XmlToken = XmlStartTag | XmlEndTag | XmlText;

const NAMED: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** XML's five entities and character references decoded; anything else (or an invalid code point) kept. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|quot|apos|amp);/g, (whole, ref: string) => {
    if (!ref.startsWith('#')) return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The part of a qualified name after its prefix (`dc:title` → `title`). */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);
/** The prefix of a qualified name (`dc:title` → `dc`, `title` → ``). */
export const prefixOf = (name: string): string => {
  const colon = name.indexOf(':');
  return colon === -1 ? '' : name.slice(0, colon);
};

const isSpace = (ch: string | undefined): boolean => ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';

/** The end of the tag opened at `from` (the index of its `>`, quotes respected); -1 when it never ends. */
function tagEnd(xml: string, from: number): number {
  let quote: string | undefined;
  for (let i = from; i < xml.length; i++) {
    const ch = xml[i];
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return -1;
}

/** A start tag's body (between `<` and `>`) as its name and attributes, in one pass. */
function startTag(body: string): XmlStartTag {
  const selfClosing = body.endsWith('/');
  const text = selfClosing ? body.slice(0, -1) : body;
  let i = 0;
  while (i < text.length && !isSpace(text[i])) i++;
  const name = text.slice(0, i);
  const attributes = new Map<string, string>();
  while (i < text.length) {
    while (i < text.length && isSpace(text[i])) i++;
    const nameStart = i;
    while (i < text.length && text[i] !== '=' && !isSpace(text[i])) i++;
    const attribute = text.slice(nameStart, i);
    while (i < text.length && isSpace(text[i])) i++;
    if (text[i] !== '=') {
      // An attribute without a value is not XML: skip the word.
      if (i === nameStart) i++;
      continue;
    }
    i++;
    while (i < text.length && isSpace(text[i])) i++;
    const quote = text[i];
    if (quote !== '"' && quote !== "'") break;
    const close = text.indexOf(quote, i + 1);
    if (close === -1) break;
    if (attribute && !attributes.has(attribute)) {
      attributes.set(attribute, decodeEntities(text.slice(i + 1, close)));
    }
    i = close + 1;
  }
  return { kind: 'start', name, attributes, selfClosing };
}

/** The tokens of `xml`, in document order (see the module comment). */
export function* xmlTokens(xml: string): Generator<XmlToken> {
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) {
      yield { kind: 'text', text: decodeEntities(xml.slice(i)) };
      return;
    }
    if (lt > i) yield { kind: 'text', text: decodeEntities(xml.slice(i, lt)) };
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end === -1) return;
      i = end + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end === -1) return;
      yield { kind: 'text', text: xml.slice(lt + 9, end) };
      i = end + 3;
    } else if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt + 2);
      if (end === -1) return;
      i = end + 2;
    } else if (xml.startsWith('<!', lt)) {
      // A DOCTYPE, its internal subset (between [ and ]) included.
      const end = xml.indexOf('>', lt + 2);
      if (end === -1) return;
      const open = xml.indexOf('[', lt + 2);
      if (open !== -1 && open < end) {
        const close = xml.indexOf(']', open);
        if (close === -1) return;
        const after = xml.indexOf('>', close);
        if (after === -1) return;
        i = after + 1;
      } else i = end + 1;
    } else {
      const end = tagEnd(xml, lt + 1);
      if (end === -1) return;
      const body = xml.slice(lt + 1, end).trim();
      if (body.startsWith('/')) yield { kind: 'end', name: body.slice(1).trim() };
      else if (body) yield startTag(body);
      i = end + 1;
    }
  }
}
