import fs from 'node:fs';
import path from 'node:path';

/** A relative Markdown link that does not resolve: the file it is in, its line and why. */
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/**
 * GitHub's heading anchors: lower case, punctuation dropped (letters of any script, digits, `_`, `-` and
 * spaces kept), spaces to hyphens; a repeated heading gets `-1`, `-2` …
 */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const { raw } of lines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (!heading) continue;
    const plain = heading[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image shows its text
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '');
    const base = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    slugs.add(n === 0 ? base : `${base}-${n}`);
  }
  return slugs;
}

/** Lines outside fenced code blocks, with inline code spans blanked (a link in code is not a link). */
function lines(markdown: string): { raw: string; text: string; line: number }[] {
  const out: { raw: string; text: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, i) => {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length) fence = null;
      return;
    }
    if (open) {
      fence = open[1]!;
      return;
    }
    out.push({ raw, text: raw.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length)), line: i + 1 });
  });
  return out;
}

/** Every link target in a Markdown text: inline `[text](target)`, images, and `[label]: target` definitions. */
function linkTargets(markdown: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  for (const { text, line } of lines(markdown)) {
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      out.push({ target: m[1]!, line });
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(text);
    if (definition) out.push({ target: definition[1]!, line });
  }
  return out;
}

/**
 * Resolves each relative link of the given Markdown files (paths relative to `root`): the file or folder must
 * exist, and a `#anchor` into a Markdown file (or within the same file) must name one of its headings.
 * Links with a scheme (https:, mailto:) are not checked.
 */
export function brokenLinks(root: string, files: string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const slugCache = new Map<string, Set<string>>();
  const slugsOf = (abs: string) => {
    let slugs = slugCache.get(abs);
    if (!slugs) slugCache.set(abs, (slugs = headingSlugs(fs.readFileSync(abs, 'utf8'))));
    return slugs;
  };
  for (const file of files) {
    const abs = path.join(root, file);
    for (const { target, line } of linkTargets(fs.readFileSync(abs, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [pathPart = '', anchor] = target.split('#', 2);
      const cleanPath = decodeURI(pathPart.split('?')[0]!);
      if (cleanPath.startsWith('/')) {
        broken.push({ file, line, target, reason: 'absolute path: use a path relative to the file' });
        continue;
      }
      const dest = cleanPath ? path.resolve(path.dirname(abs), cleanPath) : abs;
      if (!fs.existsSync(dest)) {
        broken.push({ file, line, target, reason: `no such file: ${path.relative(root, dest)}` });
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (!dest.endsWith('.md') || !fs.statSync(dest).isFile()) continue;
      if (!slugsOf(dest).has(decodeURIComponent(anchor).toLowerCase()))
        broken.push({ file, line, target, reason: `no heading #${anchor} in ${path.relative(root, dest)}` });
    }
  }
  return broken;
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function docFiles(root: string): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f))
    .sort();
  return ['README.md', ...docs];
}
