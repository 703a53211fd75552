// What the CSS check reads: the class names the source uses (read from its syntax tree), the
// class names the shipped CSS defines, and which modules and CSS files load together (the
// static imports of the entry and of each lazily imported chunk).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** A class as the source writes it. `exact` false: part of a name built around `${…}`. */
export interface ClassUse {
  text: string;
  exact: boolean;
  /** Where the built name's fixed part sits: before `${…}` ('prefix'), after it, or between two. */
  part?: 'prefix' | 'suffix' | 'infix';
}

/** Props whose value is a class list: className, headerClassName, acceptClassName, … and icons. */
const CLASS_PROP = /^(?:[a-z]\w*)?[cC]lassName$/;
const ICON_PROP = /^(?:icon|[a-z]\w*Icon)$/;
const CLASS_TOKEN = /^-?[_a-zA-Z][\w-]*$/;

const require = createRequire(import.meta.url);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function propName(name: ts.PropertyName | ts.JsxAttributeName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** Every class the file's class-valued props and attributes name. */
export function classesUsedIn(file: string): ClassUse[] {
  const source = parse(file);
  const declared = new Map<string, ts.Expression[]>();
  const collectDeclarations = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declared.set(node.name.text, [...(declared.get(node.name.text) ?? []), node.initializer]);
    }
    ts.forEachChild(node, collectDeclarations);
  };
  collectDeclarations(source);

  const uses: ClassUse[] = [];
  const seen = new Set<ts.Node>();
  const addText = (text: string, before: boolean, after: boolean) => {
    const tokens = text.split(/\s+/);
    tokens.forEach((token, i) => {
      if (!token) return;
      const openBefore = before && i === 0 && !/^\s/.test(text);
      const openAfter = after && i === tokens.length - 1 && !/\s$/.test(text);
      if (!openBefore && !openAfter) uses.push({ text: token, exact: true });
      else
        uses.push({
          text: token,
          exact: false,
          part: openBefore && openAfter ? 'infix' : openBefore ? 'suffix' : 'prefix',
        });
    });
  };
  // The strings an expression can give as a class list (branches, joins, arrays, constants).
  const visit = (node: ts.Node | undefined): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) addText(node.text, false, false);
    else if (ts.isTemplateExpression(node)) {
      addText(node.head.text, false, node.templateSpans.length > 0);
      node.templateSpans.forEach((span, i) => {
        visit(span.expression);
        addText(span.literal.text, true, i < node.templateSpans.length - 1);
      });
    } else if (ts.isConditionalExpression(node)) {
      visit(node.whenTrue);
      visit(node.whenFalse);
    } else if (ts.isBinaryExpression(node)) {
      // `a && 'x'` gives its right side; `a || 'x'`, `a ?? 'x'` and `'a' + b` either side; a comparison none.
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) visit(node.right);
      else if (
        op === ts.SyntaxKind.BarBarToken ||
        op === ts.SyntaxKind.QuestionQuestionToken ||
        op === ts.SyntaxKind.PlusToken
      ) {
        visit(node.left);
        visit(node.right);
      }
    } else if (ts.isArrayLiteralExpression(node)) node.elements.forEach(visit);
    else if (ts.isCallExpression(node)) {
      if (ts.isPropertyAccessExpression(node.expression)) visit(node.expression.expression);
      node.arguments.forEach(visit);
    } else if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isJsxExpression(node)
    )
      visit(node.expression);
    else if (ts.isArrowFunction(node)) visit(node.body);
    else if (ts.isBlock(node)) {
      const returns = (n: ts.Node): void =>
        ts.isReturnStatement(n) ? visit(n.expression) : ts.isFunctionLike(n) ? undefined : ts.forEachChild(n, returns);
      ts.forEachChild(node, returns);
    } else if (ts.isIdentifier(node)) declared.get(node.text)?.forEach(visit);
    else if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) visit(node.expression);
    else if (ts.isObjectLiteralExpression(node)) {
      for (const p of node.properties) if (ts.isPropertyAssignment(p)) visit(p.initializer);
    }
  };
  const walk = (node: ts.Node) => {
    const named = ts.isJsxAttribute(node) || ts.isPropertyAssignment(node) ? propName(node.name) : null;
    if (named && CLASS_PROP.test(named))
      visit(ts.isJsxAttribute(node) ? node.initializer : (node as ts.PropertyAssignment).initializer);
    else if (named && ICON_PROP.test(named)) {
      const value = ts.isJsxAttribute(node) ? node.initializer : (node as ts.PropertyAssignment).initializer;
      if (
        value &&
        (ts.isStringLiteral(value) ||
          (ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)))
      )
        visit(value);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return uses.filter((u) => CLASS_TOKEN.test(u.text) || !u.exact);
}

/** The class names a CSS text defines (in any selector), comments and strings left out. */
export function classesDefinedIn(css: string): Set<string> {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/url\([^)]*\)/g, '');
  const names = new Set<string>();
  for (const m of text.matchAll(/\.(-?[_a-zA-Z](?:[\w-]|\\.)*)/g)) names.add(m[1]!.replace(/\\(.)/g, '$1'));
  return names;
}

/** A module's static imports (relative modules and CSS files) and its lazy imports (`import()`). */
interface ModuleImports {
  modules: string[];
  css: string[];
  lazy: string[];
}

function resolveImport(from: string, spec: string): string | null {
  const bare = spec.replace(/^npm:/, '');
  if (bare.startsWith('.')) {
    const path = resolve(dirname(from), bare);
    return existsSync(path) ? path : null;
  }
  return bare.endsWith('.css') ? require.resolve(bare) : null;
}

function importsOf(file: string): ModuleImports {
  const source = parse(file);
  const result: ModuleImports = { modules: [], css: [], lazy: [] };
  const add = (spec: string, lazy: boolean) => {
    const path = resolveImport(file, spec);
    if (!path) return;
    if (path.endsWith('.css')) result.css.push(path);
    else (lazy ? result.lazy : result.modules).push(path);
  };
  const walk = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) add(node.moduleSpecifier.text, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, true);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return result;
}

/** A CSS file and every file it @imports. */
function cssClosure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of css.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]/g)) {
    const path = resolveImport(file, m[1]!);
    if (path) cssClosure(path, into);
  }
  return into;
}

/** One load of code: the entry or a lazily imported chunk, with the CSS in the page once it runs. */
export interface Chunk {
  root: string;
  modules: Set<string>;
  /** CSS of this chunk and of the chunks loaded before it (the entry's first). */
  css: Set<string>;
}

/** The entry's chunk and every lazy chunk under it, each with the CSS loaded by the time it runs. */
export function chunksFrom(entry: string, skip: (file: string) => boolean = () => false): Chunk[] {
  const chunks: Chunk[] = [];
  const queue: { root: string; inherited: Set<string> }[] = [{ root: entry, inherited: new Set() }];
  const done = new Set<string>();
  while (queue.length) {
    const { root, inherited } = queue.shift()!;
    if (done.has(root) || skip(root)) continue;
    done.add(root);
    const modules = new Set<string>();
    const css = new Set(inherited);
    const lazy: string[] = [];
    const stack = [root];
    while (stack.length) {
      const file = stack.pop()!;
      if (modules.has(file) || skip(file)) continue;
      modules.add(file);
      const imports = importsOf(file);
      for (const c of imports.css) cssClosure(c, css);
      stack.push(...imports.modules);
      lazy.push(...imports.lazy);
    }
    chunks.push({ root, modules, css });
    for (const next of lazy) queue.push({ root: next, inherited: css });
  }
  return chunks;
}
