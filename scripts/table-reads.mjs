// `npm run table-reads`: the tables a server domain reads of another domain's (issue 44: a domain's front
// door exports services, read functions and types, never tables). Found by the TypeScript compiler, whatever
// path an import takes (a module's index.ts re-exporting a table counts the same as its `.table` file), over
// running code (tests and seeders compose across domains). The reads still to be replaced by the owning
// domain's functions are recorded per file in scripts/table-reads.json: a file may read fewer, never a new
// one, and no other file may start. `--write` records them as they are (only ever worth it to shorten the list).
// `--root DIR` reads another checkout (the proof test runs it on a scratch tree).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(import.meta.dirname, '..');
const recordFile = path.join(root, 'scripts/table-reads.json');
fs.mkdirSync(path.dirname(recordFile), { recursive: true });
const server = path.join(root, 'apps/server');
const modules = path.join(server, 'src/modules') + path.sep;

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(server, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText) },
);
const program = ts.createProgram(
  config.fileNames.filter((f) => f.startsWith(modules)),
  config.options,
);
const checker = program.getTypeChecker();
const domainOf = (file) => (file.startsWith(modules) ? file.slice(modules.length).split(path.sep)[0] : null);

/** file (relative to modules/) → sorted "symbol ← owner table file". */
const found = {};
for (const source of program.getSourceFiles()) {
  const from = domainOf(source.fileName);
  if (!from || /\.(test|seed)\.ts$/.test(source.fileName)) continue;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const named = statement.importClause.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    for (const element of named.elements) {
      let symbol = checker.getSymbolAtLocation(element.name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declared = symbol?.declarations?.[0]?.getSourceFile().fileName;
      if (!declared || !/\.table\.ts$/.test(declared)) continue;
      const to = domainOf(declared);
      if (!to || to === from) continue;
      const file = path.relative(modules, source.fileName);
      (found[file] ??= []).push(
        `${element.propertyName?.text ?? element.name.text} ← ${path.relative(modules, declared)}`,
      );
    }
  }
}
const files = Object.keys(found).sort();
for (const file of files) found[file] = [...new Set(found[file])].sort();
const total = files.reduce((n, f) => n + found[f].length, 0);

if (process.argv.includes('--write')) {
  fs.writeFileSync(
    recordFile,
    `${JSON.stringify(Object.fromEntries(files.map((f) => [f, found[f]])), null, 2)}\n`,
  );
  console.log(`recorded ${total} reads of another domain's tables in ${files.length} files`);
  process.exit(0);
}
const recorded = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : {};
const problems = [];
for (const file of files)
  for (const read of found[file])
    if (!recorded[file]?.includes(read))
      problems.push(`${file}: reads ${read} (another domain's table: ask its owner for a read function)`);
console.log(`${total} reads of another domain's tables in ${files.length} files (target: none)`);
for (const file of files) console.log(`  ${file}: ${found[file].join(', ')}`);
if (problems.length) {
  console.error(['', ...problems].join('\n'));
  process.exit(1);
}
