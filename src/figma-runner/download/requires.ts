/** `require('…')` calls of sucrase output, by a scanner skipping strings, templates, comments and regexes. */

/** One `require('specifier')` call and its 1-based line. */
export interface RequireCall {
  specifier: string;
  line: number;
}

/** Words after which a `/` starts a regular expression, not a division. */
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

type Token = {kind: 'word' | 'string' | 'punct' | 'other'; value: string};

/** The `require('…')` calls of `js`, in order. Never throws: text it cannot read is skipped. */
export function findRequires(js: string): RequireCall[] {
  const calls: RequireCall[] = [];
  const n = js.length;
  let i = 0;
  let line = 1;
  let braces = 0;
  /** Brace depths at which a `}` ends a `${…}` substitution and resumes its template. */
  const templates: number[] = [];
  /** The last five tokens, to match `require ( 'x' )` not preceded by `.`. */
  const recent: Token[] = [];
  const push = (t: Token) => {
    recent.push(t);
    if (recent.length > 5) recent.shift();
  };
  const regexAllowed = () => {
    const last = recent[recent.length - 1];
    if (!last) return true;
    if (last.kind === 'word') return REGEX_AFTER_WORDS.has(last.value);
    if (last.kind === 'punct') return !/^[)\]}]$/.test(last.value);
    return false;
  };
  const countLines = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (js.charCodeAt(k) === 10) line++;
  };
  /** Reads template text from `i` up to the closing backtick or a `${`. */
  const templateText = () => {
    const start = i;
    while (i < n) {
      const c = js[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        countLines(start, i);
        push({kind: 'other', value: 'template'});
        return;
      } else if (c === '$' && js[i + 1] === '{') {
        i += 2;
        countLines(start, i);
        templates.push(braces);
        braces++;
        push({kind: 'punct', value: '${'});
        return;
      } else i++;
    }
    countLines(start, i);
  };

  while (i < n) {
    const c = js[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0') {
      i++;
    } else if (c === '/' && js[i + 1] === '/') {
      while (i < n && js[i] !== '\n') i++;
    } else if (c === '/' && js[i + 1] === '*') {
      const end = js.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      countLines(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      let value = '';
      const start = i++;
      while (i < n && js[i] !== c && js[i] !== '\n') {
        if (js[i] === '\\') {
          value += js[i + 1] ?? '';
          i += 2;
        } else value += js[i++];
      }
      i++;
      countLines(start, i);
      push({kind: 'string', value});
    } else if (c === '`') {
      i++;
      templateText();
    } else if (c === '}' && templates.length && templates[templates.length - 1] === braces - 1) {
      templates.pop();
      braces--;
      i++;
      templateText();
    } else if (c === '/' && regexAllowed()) {
      const start = i++;
      let inClass = false;
      while (i < n && js[i] !== '\n') {
        const r = js[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        i++;
      }
      i++;
      while (i < n && /[a-z]/i.test(js[i])) i++;
      countLines(start, i);
      push({kind: 'other', value: 'regex'});
    } else if (/[A-Za-z_$\u0080-\uffff]/.test(c)) {
      const start = i;
      while (i < n && /[\w$\u0080-\uffff]/.test(js[i])) i++;
      push({kind: 'word', value: js.slice(start, i)});
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(js[i + 1] ?? ''))) {
      while (i < n && /[\w.]/.test(js[i])) i++;
      push({kind: 'other', value: 'number'});
    } else {
      if (c === '{') braces++;
      if (c === '}') braces--;
      i++;
      push({kind: 'punct', value: c});
      if (c === ')') {
        const back = (k: number): Token | undefined => recent[recent.length - 1 - k];
        const [str, open, word, dot] = [back(1), back(2), back(3), back(4)];
        if (
          word?.kind === 'word' &&
          word.value === 'require' &&
          open?.value === '(' &&
          str?.kind === 'string' &&
          !(dot?.kind === 'punct' && dot.value === '.')
        ) {
          calls.push({specifier: str.value, line});
        }
      }
    }
  }
  return calls;
}
