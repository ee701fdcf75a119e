import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every class a component takes from a CSS module is declared in that module. A name the module does not declare is
 * `undefined` at run time and the element silently loses its style: a typo, or a class renamed or moved to another
 * stylesheet (the console's desks share theirs) without its users.
 */
const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The classes a stylesheet declares: each `.name` in a selector (before its `{`), comments left out. */
function declaredClasses(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)(?=[^{};]*\{)/g)].map((m) => m[1]!));
}

const IMPORT = /^import (\w+) from '([^']+\.module\.css)';$/gm;

describe('CSS modules', () => {
  it('declare every class their components use', () => {
    const undeclared: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(SRC)) {
      const source = fs.readFileSync(file, 'utf8');
      const code = source.replace(IMPORT, '');
      for (const [, name, from] of source.matchAll(IMPORT)) {
        const sheet = from!.startsWith('@/') ? path.join(SRC, from!.slice(2)) : path.resolve(path.dirname(file), from!);
        const declared = declaredClasses(fs.readFileSync(sheet, 'utf8'));
        const used = [...code.matchAll(new RegExp(`\\b${name}(?:\\.(\\w+)|\\[['"]([\\w-]+)['"]\\])`, 'g'))];
        for (const m of used) {
          const cls = m[1] ?? m[2]!;
          checked += 1;
          if (!declared.has(cls)) undeclared.push(`${path.relative(SRC, file)}: ${name}.${cls}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(undeclared).toEqual([]);
  });
});
