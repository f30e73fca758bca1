import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listFiles } from './list-files';

/** A name a source file exports, with the file as a '/'-separated path relative to the folder read. */
export interface ExportedName {
  file: string;
  name: string;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

function namesOf(statement: ts.Statement): string[] {
  if (
    ts.isExportDeclaration(statement) &&
    statement.exportClause &&
    ts.isNamedExports(statement.exportClause)
  )
    return statement.exportClause.elements.map((element) => element.name.text);
  if (!isExported(statement)) return [];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) => bindingNames(declaration.name));
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  )
    return [statement.name.text];
  return [];
}

/**
 * The names every .ts/.tsx file under srcDir exports by declaration (`export const`, `export function`, types,
 * interfaces, classes, enums) or by a named export list (`export { a as b }` gives b); default exports have no name.
 */
export function readExportedNames(srcDir: string): ExportedName[] {
  return listFiles(srcDir).flatMap((file) => {
    const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    return source.statements.flatMap(namesOf).map((name) => ({ file, name }));
  });
}
