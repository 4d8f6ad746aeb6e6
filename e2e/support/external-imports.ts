import ts from 'typescript';

/** One import of a built bundle that node resolves at run time: a registry package or a builtin. */
export interface ExternalImport {
  specifier: string;
  /** The statement as the bundle has it, for the failure message. */
  statement: string;
  /** It takes the module's default export (`import x from`, or `{ default: x } = await import()`). */
  usesDefault: boolean;
  /** The named exports it takes. */
  names: string[];
}

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/** The export names a destructuring of the module namespace takes, `default` included. */
function namesIn(pattern: ts.BindingName | undefined): string[] | undefined {
  if (!pattern || !ts.isObjectBindingPattern(pattern)) return undefined;
  return pattern.elements.map((element) => (element.propertyName ?? element.name).getText());
}

/**
 * What a dynamic `import("x")` takes from the module, when the bundle destructures it: either
 * `const { a, default: b } = await import("x")` or one element of
 * `const [{ a }, { b }] = await Promise.all([import("x"), import("y")])`. Undefined otherwise.
 */
function dynamicImportNames(call: ts.CallExpression): string[] | undefined {
  const awaited = call.parent;
  if (ts.isAwaitExpression(awaited) && ts.isVariableDeclaration(awaited.parent)) return namesIn(awaited.parent.name);
  const list = call.parent;
  const all = list?.parent;
  if (!ts.isArrayLiteralExpression(list) || !all || !ts.isCallExpression(all)) return undefined;
  if (all.expression.getText() !== 'Promise.all' || !ts.isAwaitExpression(all.parent)) return undefined;
  const declaration = all.parent.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isArrayBindingPattern(declaration.name)) return undefined;
  const element = declaration.name.elements[list.elements.indexOf(call)];
  return element && ts.isBindingElement(element) ? namesIn(element.name) : undefined;
}

/** Every non-relative import of one bundle file (static and dynamic), with the bindings it uses. */
export function readExternalImports(fileName: string, code: string): ExternalImport[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: ExternalImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      const named = clause?.namedBindings;
      if (!isRelative(specifier))
        found.push({
          specifier,
          statement: node.getText(),
          usesDefault: clause?.name !== undefined,
          names:
            named && ts.isNamedImports(named)
              ? named.elements.map((element) => (element.propertyName ?? element.name).getText())
              : [],
        });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      !isRelative(node.arguments[0].text)
    ) {
      const taken = dynamicImportNames(node) ?? [];
      found.push({
        specifier: node.arguments[0].text,
        statement: node.getText(),
        usesDefault: taken.includes('default'),
        names: taken.filter((name) => name !== 'default'),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * An ES module that imports each of `imports` from where it is written (the bundle's own folder,
 * so node resolves every specifier exactly as for the bundle) and prints, as JSON, what the
 * bundle would not get: a module that does not load, a named export it lacks, or a default import
 * that is undefined or is a CommonJS module's whole `exports` object (`__esModule` with its own
 * `default`: the code, compiled against the package's types, means that `default`).
 */
export function importsProbe(imports: ExternalImport[]): string {
  return [
    'const problems = [];',
    `for (const { specifier, statement, usesDefault, names } of ${JSON.stringify(imports)}) {`,
    '  let namespace;',
    '  try {',
    '    namespace = await import(specifier);',
    '  } catch (error) {',
    '    problems.push(`${statement}: does not load: ${error.message}`);',
    '    continue;',
    '  }',
    '  for (const name of names)',
    '    if (!(name in namespace)) problems.push(`${statement}: ${specifier} has no export named ${name}`);',
    '  if (!usesDefault) continue;',
    '  const value = namespace.default;',
    '  if (value === undefined || value === null) problems.push(`${statement}: ${specifier} has no default export`);',
    "  else if (value.__esModule === true && Object.hasOwn(value, 'default'))",
    '    problems.push(`${statement}: the default import of ${specifier} is its CommonJS exports object, not its default export (${typeof value.default})`);',
    '}',
    'console.log(JSON.stringify(problems));',
    '',
  ].join('\n');
}
