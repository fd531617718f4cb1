/**
 * A token-prefix trie of lexicon terms for contextual biasing, and the walk of one hypothesis through it.
 * Terms enter in their word-initial form (the decoder emits them after a space), in the spellings the
 * model is likely to produce: as written, with a capital first letter, and lower-cased when only the first letter is upper case.
 */

export interface BiasNode {
  readonly children: ReadonlyMap<number, BiasNode>;
  /** A term ends here (a longer term may still continue). */
  readonly isTermEnd: boolean;
}

/** Where a hypothesis stands in the trie: the node reached, and how many tokens of a not yet completed term it has matched. */
export interface BiasCursor {
  readonly node: BiasNode;
  readonly pendingTokens: number;
}

/** The result of feeding one token: the new cursor, plus tokens to reward (+1 when the token continues a term) and to take back (a term left unfinished). */
export interface BiasMove {
  readonly cursor: BiasCursor;
  readonly matched: 0 | 1;
  readonly rescinded: number;
}

export type Tokenize = (text: string) => readonly number[];

class TrieNode implements BiasNode {
  readonly children = new Map<number, TrieNode>();
  isTermEnd = false;

  clone(): TrieNode {
    const copy = new TrieNode();
    for (const [token, child] of this.children) copy.children.set(token, child);
    copy.isTermEnd = this.isTermEnd;
    return copy;
  }
}

/** Immutable once built; `withTerms` shares all unchanged nodes, so per-request extras are cheap. */
export class BiasTrie {
  readonly start: BiasCursor;

  private constructor(
    private readonly root: TrieNode,
    private readonly tokenize: Tokenize,
  ) {
    this.start = { node: root, pendingTokens: 0 };
  }

  static build(terms: Iterable<string>, tokenize: Tokenize): BiasTrie {
    return new BiasTrie(new TrieNode(), tokenize).withTerms(terms);
  }

  /** A trie with these terms added; this one is left as it is (nodes on the new paths are copied). */
  withTerms(terms: Iterable<string>): BiasTrie {
    const sequences = [...terms].flatMap((term) => spellings(term).map((spelling) => this.tokenize(spelling)));
    if (sequences.length === 0) return this;
    const root = this.root.clone();
    const copied = new Set<TrieNode>([root]);
    for (const tokens of sequences) {
      if (tokens.length === 0) continue;
      let node = root;
      for (const token of tokens) {
        let child = node.children.get(token);
        if (child === undefined || !copied.has(child)) {
          child = child?.clone() ?? new TrieNode();
          copied.add(child);
          node.children.set(token, child);
        }
        node = child;
      }
      node.isTermEnd = true;
    }
    return new BiasTrie(root, this.tokenize);
  }

  /** Tokens that would continue a term from this cursor or start a new one; every other token leaves the trie. */
  *continuations(cursor: BiasCursor): Iterable<number> {
    yield* cursor.node.children.keys();
    if (cursor.node !== this.root) yield* this.root.children.keys();
  }

  /**
   * Feeds one token. A token that continues the current term (or starts one) is matched; one that does not
   * takes back the pending matches of an unfinished term. Completing a term commits its matches.
   */
  advance(cursor: BiasCursor, token: number): BiasMove {
    const inside = cursor.node.children.get(token);
    let node: TrieNode | undefined;
    let pendingTokens: number;
    let rescinded = 0;
    if (inside !== undefined) {
      node = inside as TrieNode;
      pendingTokens = cursor.pendingTokens + 1;
    } else {
      rescinded = cursor.pendingTokens;
      node = this.root.children.get(token);
      pendingTokens = node === undefined ? 0 : 1;
    }
    if (node === undefined) return { cursor: this.start, matched: 0, rescinded };
    if (node.isTermEnd) {
      pendingTokens = 0;
      if (node.children.size === 0) node = this.root;
    }
    return { cursor: { node, pendingTokens }, matched: 1, rescinded };
  }
}

/** The spellings of a term to look for. */
function spellings(term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [];
  const first = trimmed.charAt(0);
  const rest = trimmed.slice(1);
  const variants = new Set([trimmed, first.toUpperCase() + rest]);
  if (rest === rest.toLowerCase()) variants.add(first.toLowerCase() + rest);
  return [...variants];
}
