/**
 * OFX's SGML (1.x) and XML (2.x) subset, read as a stream of elements. Aggregates are always
 * closed; leaves may be closed or not (`<MEMO>text` and `<MEMO>text</MEMO>`), and may be empty
 * (`<MEMO>` with nothing after it). Tag names are case-insensitive. Each aggregate is handed over
 * as soon as it closes, so the caller can count transactions as they are read and stop reading.
 */

/** An aggregate once closed: its leaves by (upper-case) name, and the aggregates inside it. */
export interface OfxAggregate {
  name: string;
  leaves: Map<string, string>;
  children: OfxAggregate[];
}

/** The file is not well-formed OFX (a close with no open, an aggregate never closed). */
export class OfxSyntaxError extends Error {}

interface Frame extends OfxAggregate {
  /** An open tag followed by text: a leaf, closed by its own close tag or by the next tag. */
  value: string | null;
  /** Seen any element inside: an aggregate, unless it turns out to be an empty unclosed leaf. */
  hasContent: boolean;
}

/** OFX aggregates a statement holds: always closed, so one left open is a file cut or corrupted, never an empty leaf. */
const AGGREGATES = new Set(
  'OFX SIGNONMSGSRSV1 SONRS STATUS FI BANKMSGSRSV1 STMTTRNRS STMTRS BANKACCTFROM BANKACCTTO BANKTRANLIST STMTTRN PAYEE LEDGERBAL AVAILBAL BALLIST BAL CURRENCY ORIGCURRENCY CREDITCARDMSGSRSV1 CCSTMTTRNRS CCSTMTRS CCACCTFROM CCACCTTO'.split(
    ' ',
  ),
);

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };
const unescape = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });

/**
 * Reads OFX text pushed piece by piece (a tag may be split between pieces). `onClose` receives
 * each aggregate as it closes, with the stack of names it sits in (outermost first); it may
 * throw to stop reading. Aggregates the caller does not keep are not kept here either: only the
 * path down to the element being read is held, so memory stays bounded by the file's depth plus
 * what `keep` asks to be kept.
 */
export class OfxReader {
  private readonly stack: Frame[] = [];
  private carry = '';
  private text = '';
  private started = false;

  constructor(
    private readonly onClose: (aggregate: OfxAggregate, path: readonly OfxAggregate[]) => void,
    /** Whether a closed aggregate is kept as a child of its parent (e.g. BANKACCTFROM). */
    private readonly keep: (name: string) => boolean,
  ) {}

  push(piece: string): void {
    let source = this.carry + piece;
    this.carry = '';
    let at = 0;
    for (;;) {
      const open = source.indexOf('<', at);
      if (open < 0) {
        this.text += source.slice(at);
        return;
      }
      this.text += source.slice(at, open);
      if (source.startsWith('<!--', open) || source.startsWith('<?', open) || source.startsWith('<!', open)) {
        const end = source.startsWith('<!--', open) ? source.indexOf('-->', open + 4) : source.indexOf('>', open);
        if (end < 0) {
          this.carry = source.slice(open);
          return;
        }
        at = end + (source.startsWith('<!--', open) ? 3 : 1);
        continue;
      }
      const close = source.indexOf('>', open);
      if (close < 0) {
        this.carry = source.slice(open);
        return;
      }
      const tag = source.slice(open + 1, close).trim();
      at = close + 1;
      this.tag(tag);
      // What is consumed is let go: a long file is not held twice.
      if (at > 65536) {
        source = source.slice(at);
        at = 0;
      }
    }
  }

  /** The end of the file: anything still open must be an empty leaf or the file is cut short. */
  end(): void {
    if (this.carry.trim() !== '') throw new OfxSyntaxError('unterminated tag');
    this.flushText();
    while (this.stack.length > 0) {
      this.endUnclosed();
    }
    if (!this.started) throw new OfxSyntaxError('no OFX element');
  }

  private tag(raw: string): void {
    const closing = raw.startsWith('/');
    const selfClosing = !closing && raw.endsWith('/');
    const name = (closing ? raw.slice(1) : selfClosing ? raw.slice(0, -1) : raw).trim().split(/\s/)[0]!.toUpperCase();
    if (!/^[A-Z0-9_.]+$/.test(name)) throw new OfxSyntaxError(`bad tag <${raw}>`);
    this.flushText();
    if (closing) return this.close(name);
    // The SGML header before <OFX> is not elements.
    if (!this.started) {
      if (name !== 'OFX') return;
      this.started = true;
    }
    const top = this.stack.at(-1);
    // A leaf with its value, not closed: the next tag ends it.
    if (top && top.value !== null) this.endLeaf();
    const parent = this.stack.at(-1);
    if (parent) parent.hasContent = true;
    else if (this.stack.length === 0 && name !== 'OFX') throw new OfxSyntaxError(`<${name}> outside <OFX>`);
    this.stack.push({ name, leaves: new Map(), children: [], value: null, hasContent: false });
    if (selfClosing) this.endLeaf();
  }

  private flushText(): void {
    const text = this.text;
    this.text = '';
    if (!this.started || text.trim() === '') return;
    const top = this.stack.at(-1);
    if (!top || top.hasContent) throw new OfxSyntaxError('text outside a leaf');
    top.value = (top.value ?? '') + unescape(text);
  }

  /** The top element was never closed: a leaf, unless it is an aggregate (whose lines would be lost). */
  private endUnclosed(): void {
    const top = this.stack.at(-1)!;
    if (top.value === null && AGGREGATES.has(top.name)) throw new OfxSyntaxError(`${top.name} never closed`);
    this.endLeaf();
  }

  /** Ends the top element as a leaf (with its value, or empty): its parent records it. */
  private endLeaf(): void {
    const leaf = this.stack.pop()!;
    const parent = this.stack.at(-1);
    if (!parent) return;
    if (!parent.leaves.has(leaf.name)) parent.leaves.set(leaf.name, (leaf.value ?? '').trim());
    // An empty unclosed leaf (`<MEMO>`) took the elements after it for its own: they are its parent's.
    for (const [name, value] of leaf.leaves) if (!parent.leaves.has(name)) parent.leaves.set(name, value);
    parent.children.push(...leaf.children);
  }

  private close(name: string): void {
    if (!this.started) return;
    const index = this.stack.findLastIndex((frame) => frame.name === name);
    if (index < 0) throw new OfxSyntaxError(`</${name}> without <${name}>`);
    // Elements opened after it and never closed are empty leaves (or leaves with a value).
    while (this.stack.length - 1 > index) this.endUnclosed();
    const frame = this.stack.at(-1)!;
    if (frame.value !== null) return this.endLeaf();
    this.stack.pop();
    const aggregate: OfxAggregate = { name: frame.name, leaves: frame.leaves, children: frame.children };
    this.onClose(aggregate, this.stack);
    const parent = this.stack.at(-1);
    if (parent) {
      if (!frame.hasContent && !parent.leaves.has(frame.name)) parent.leaves.set(frame.name, '');
      else if (this.keep(frame.name)) parent.children.push(aggregate);
    }
  }
}
