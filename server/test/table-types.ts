import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The tables and columns of the `Database` type, read with the TypeScript compiler (types are erased at run
 * time) for server/test/schema-matches-database.api.test.ts. Only db/schema.ts and what it imports are
 * loaded, with server/tsconfig.json's options, so this takes seconds rather than a whole typecheck.
 */

/** What a column holds as the code reads it: a JavaScript kind, or `unknown: <type>` for one no rule maps. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'bytes' | `unknown: ${string}`;

export interface TypedColumn {
  kind: ValueKind;
  nullable: boolean;
  /** An insert may leave it out (`Generated<T>`, or a `ColumnType` whose insert type takes undefined): the database fills it. */
  optionalOnInsert: boolean;
}

export type TypedTables = Map<string, Map<string, TypedColumn>>;

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const schemaFile = path.join(serverDir, 'src/db/schema.ts');

function compilerOptions(): ts.CompilerOptions {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(serverDir, 'tsconfig.json'), {}, host);
  if (!parsed) throw new Error('server/tsconfig.json could not be read');
  return { ...parsed.options, noEmit: true };
}

function members(type: ts.Type): readonly ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

/** The kind of one non-null member of a column's select type. */
function kindOf(checker: ts.TypeChecker, type: ts.Type): ValueKind {
  // A branded primitive (`number & { [brand]: true }`, e.g. ShopId) holds what its primitive member holds.
  const primitive = type.isIntersection()
    ? type.types.find((t) => t.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike))
    : undefined;
  if (primitive) return kindOf(checker, primitive);
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (type.getSymbol()?.name === 'Buffer') return 'bytes';
  return `unknown: ${checker.typeToString(type)}`;
}

function readColumn(checker: ts.TypeChecker, column: ts.Symbol): TypedColumn {
  const declared = checker.getTypeOfSymbol(column);
  // Kysely's ColumnType<S, I, U> (and Generated<S>, which is one) carries its select and insert types as properties.
  const selectSymbol = declared.getProperty('__select__');
  const insertSymbol = declared.getProperty('__insert__');
  const select = selectSymbol ? checker.getTypeOfSymbol(selectSymbol) : declared;
  const insert = insertSymbol ? checker.getTypeOfSymbol(insertSymbol) : declared;
  let nullable = false;
  const kinds = new Set<ValueKind>();
  for (const member of members(select)) {
    if (member.flags & ts.TypeFlags.Null) nullable = true;
    else kinds.add(kindOf(checker, member));
  }
  const kind: ValueKind = kinds.size === 1 ? [...kinds][0]! : `unknown: ${checker.typeToString(select)}`;
  const optionalOnInsert = members(insert).some((m) => (m.flags & ts.TypeFlags.Undefined) !== 0);
  return { kind, nullable, optionalOnInsert };
}

/** Every table of `Database` (db/schema.ts) with its columns. */
export function readTableTypes(): TypedTables {
  // No diagnostics here (tsc has them): a type that no longer resolves reads as `unknown: any` or as a table
  // missing, and fails the comparison.
  const program = ts.createProgram({ rootNames: [schemaFile], options: compilerOptions() });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const database = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'Database');
  if (!database) throw new Error('db/schema.ts exports no Database');
  const tables: TypedTables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns = new Map<string, TypedColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) columns.set(column.name, readColumn(checker, column));
    tables.set(table.name, columns);
  }
  return tables;
}
