import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { routeFiles, urlPath } from "../helpers/api-routes";

// The request bodies the OpenAPI document describes against the ones the handlers validate, read from the code: for
// every operation of the reference (lib/<domain>/api-reference.ts) whose JSON (or multipart) body is documented from a
// zod schema by name (`jsonBody(callSchema)`, `uploadBody(applicationSchema, …)`), the route handler of that method and
// path must reach a parse of the request's body with that very schema (`parseOrThrow(callSchema, body)`,
// `callSchema.safeParse(…)`), following the body into the functions of lib it is handed to. A handler that reads a JSON
// body must have its body documented, and a query documented from a handler's schema must be parsed with it. So a route
// cannot validate one shape while the document shows another.

const root = path.resolve(import.meta.dirname, "../..");
const OPENAPI_DIR = path.join(root, "lib/openapi");
/** The reference's own modules: the document's vocabulary, and each domain's operations and upload bodies. */
const isReference = (file: string) =>
  file.startsWith(OPENAPI_DIR) || /\/lib\/[a-z-]+\/(?:api|upload)-reference\.ts$/.test(file);
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const areaFiles = readdirSync(path.join(root, "lib"), { recursive: true, encoding: "utf8" })
  .map((name) => path.join(root, "lib", name))
  .filter((file) => file.endsWith(".ts") && isReference(file));
const routes = routeFiles();

const program = ts.createProgram([...routes, ...areaFiles], {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  baseUrl: root,
  paths: { "@/*": ["./*"] },
});
const checker = program.getTypeChecker();

const inProject = (node: ts.Node) => {
  const file = node.getSourceFile().fileName;
  return file.startsWith(root) && !file.includes("node_modules") && !file.includes("lib/generated");
};

/** The declaration a name stands for, through imports and re-exports. */
function declarationOf(node: ts.Node): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.[0];
}

const nameOf = (declaration: ts.Declaration) =>
  `${(declaration as ts.NamedDeclaration).name?.getText() ?? "?"} (${path.relative(root, declaration.getSourceFile().fileName)})`;

type FunctionLike = ts.FunctionLikeDeclaration;

/** The function a declaration is, or holds (`const f = (…) => …`). */
function functionOf(declaration: ts.Declaration): FunctionLike | undefined {
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const value = declaration.initializer;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  return undefined;
}

interface Reach {
  /** The schemas the request's body (or anything made of it) is parsed with: their declarations. */
  parsed: Set<ts.Declaration>;
  /** Whether a JSON body is read (lib/http.ts readJson). */
  readsJson: boolean;
}

/** Every name a binding (a parameter, a variable, a destructuring) declares. */
function boundNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : boundNames(element.name)));
}

/**
 * What a handler does with the request: follows the request and its body (readJson's result) through the variables
 * made of them and into the project's functions they are handed to, and records each schema such input is parsed
 * with. A function literal handed over with the input (withUpload's callback) gets it as its parameters.
 */
function reachOf(handler: FunctionLike): Reach {
  const reach: Reach = { parsed: new Set(), readsJson: false };
  const tainted = new Set<ts.Symbol>();
  const walked = new Set<string>();
  const symbolOf = (node: ts.Node) => checker.getSymbolAtLocation(node);
  const taint = (name: ts.BindingName) => {
    for (const id of boundNames(name)) {
      const symbol = symbolOf(id);
      if (symbol) tainted.add(symbol);
    }
  };
  const isTainted = (node: ts.Node): boolean => {
    if (ts.isIdentifier(node)) {
      const symbol = symbolOf(node);
      return symbol !== undefined && tainted.has(symbol);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "readJson") {
      reach.readsJson = true;
      return true;
    }
    if (ts.isFunctionLike(node)) return false;
    return ts.forEachChild(node, isTainted) ?? false;
  };
  const schemaAt = (node: ts.Expression) => {
    const declaration = declarationOf(node);
    if (declaration && ts.isVariableDeclaration(declaration)) reach.parsed.add(declaration);
  };
  const walk = (fn: FunctionLike, taintedParameters: number[]): void => {
    const key = `${fn.getSourceFile().fileName}:${fn.pos}:${taintedParameters.join(",")}`;
    if (walked.has(key) || !fn.body) return;
    walked.add(key);
    for (const index of taintedParameters) {
      const parameter = fn.parameters[index];
      if (parameter) taint(parameter.name);
    }
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && node.initializer && isTainted(node.initializer)) taint(node.name);
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : "";
        const taintedArguments = node.arguments.flatMap((argument, i) => (isTainted(argument) ? [i] : []));
        if (name === "parseOrThrow" && taintedArguments.includes(1)) schemaAt(node.arguments[0]);
        if (
          (name === "safeParse" || name === "parse") &&
          ts.isPropertyAccessExpression(callee) &&
          taintedArguments.length
        )
          schemaAt(callee.expression);
        if (taintedArguments.length) {
          for (const argument of node.arguments) {
            if (ts.isArrowFunction(argument) || ts.isFunctionExpression(argument))
              walk(
                argument,
                argument.parameters.map((_, i) => i),
              );
          }
          const declaration = declarationOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
          const fn = declaration && inProject(declaration) ? functionOf(declaration) : undefined;
          if (fn) walk(fn, taintedArguments);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(fn.body);
  };
  walk(handler, [0]);
  return reach;
}

/** The handler function of an export: `route(async (request) => …)`, or the function itself. */
function handlerOf(value: ts.Node | undefined): FunctionLike | undefined {
  if (!value) return undefined;
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isFunctionDeclaration(value)) return value;
  if (ts.isCallExpression(value)) return value.arguments.map(handlerOf).find(Boolean);
  return undefined;
}

/** Each route handler by "METHOD /api/path": what it reaches. */
function handlers(): Map<string, Reach> {
  const found = new Map<string, Reach>();
  for (const file of routes) {
    const source = program.getSourceFile(file)!;
    for (const statement of source.statements) {
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
      if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      const declarations = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => [d.name.getText(), handlerOf(d.initializer)] as const)
        : ts.isFunctionDeclaration(statement) && statement.name
          ? [[statement.name.text, statement] as const]
          : [];
      for (const [method, handler] of declarations) {
        if (/^(GET|POST|PUT|PATCH|DELETE)$/.test(method) && handler)
          found.set(`${method} ${urlPath(file)}`, reachOf(handler));
      }
    }
  }
  return found;
}

interface DocumentedBody {
  /** The schemas the body is documented from, by name: one, or each branch of a oneOf. */
  schemas: Set<ts.Declaration>;
  where: string;
}

/** How the area modules document a body from a schema: the schema is the first argument. */
const FROM_SCHEMA = new Set(["jsonBody", "uploadBody", "jsonSchema", "queryParameters"]);

/** The schemas a documented body is made from, through the area modules' own helpers (inviteBody()…). */
function schemasIn(node: ts.Node, found = new Set<ts.Declaration>(), seen = new Set<ts.Node>()): Set<ts.Declaration> {
  if (seen.has(node)) return found;
  seen.add(node);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const [first] = node.arguments;
    if (FROM_SCHEMA.has(node.expression.text) && first && ts.isIdentifier(first)) {
      const schema = declarationOf(first);
      if (schema) found.add(schema);
    }
    const helper = declarationOf(node.expression);
    const fn = helper && isReference(helper.getSourceFile().fileName) ? functionOf(helper) : undefined;
    if (fn?.body && !FROM_SCHEMA.has(node.expression.text)) schemasIn(fn.body, found, seen);
  }
  ts.forEachChild(node, (child) => void schemasIn(child, found, seen));
  return found;
}

/** Bodies whose parts are not one schema the handler parses, and what checks them instead. */
const DOCUMENTED_OTHERWISE: Record<string, string> = {
  "POST /api/{profileApi}/add":
    "one variant per profile form, from the definitions the handler saves with (lib/profiles/kinds, formsOf)",
  "POST /api/user/upload-profile":
    "a picture, under the upload rules it is documented from (PICTURE_RULES), and the member's id, which the handler compares with the signed-in member's",
  "POST /api/operator/admins": "the operator's one field, checked by promoteToAdmin itself",
  "PATCH /api/uploads/{id}":
    "a piece of a file's bytes (tus), appended by @tus/server; lib/uploads/tus.ts checks the whole file once it is there",
};

/** Each documented operation with a body, by "METHOD /api/path". */
function documentedInputs(part: "body" | "query"): Map<string, DocumentedBody> {
  const found = new Map<string, DocumentedBody>();
  for (const file of areaFiles) {
    const source = program.getSourceFile(file)!;
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const property = (name: string) =>
          node.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
          )?.initializer;
        const [method, url, input] = [property("method"), property("path"), property(part)];
        if (method && url && input && ts.isStringLiteral(method) && ts.isStringLiteral(url)) {
          const where = `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(input.getStart()).line + 1}`;
          found.set(`${method.text} ${url.text}`, { schemas: schemasIn(input), where });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("the OpenAPI document's request bodies and queries", () => {
  const reached = handlers();
  const documented = documentedInputs("body");
  const queries = documentedInputs("query");

  it("are read from the handlers and the area modules", () => {
    expect(reached.size).toBeGreaterThan(50);
    expect([...documented.values()].filter((body) => body.schemas.size).length).toBeGreaterThan(45);
    expect([...reached.values()].filter((reach) => reach.parsed.size).length).toBeGreaterThan(45);
  });

  it("are documented from the very schemas each handler validates its body with", () => {
    const problems: string[] = [];
    for (const [operation, body] of documented) {
      const reach = reached.get(operation);
      if (!reach) problems.push(`${operation}: documented at ${body.where}, but no handler has it`);
      else if (DOCUMENTED_OTHERWISE[operation]) continue;
      else if (!body.schemas.size) problems.push(`${operation}: its body (${body.where}) names no schema`);
      else {
        const parsed = [...reach.parsed].map(nameOf).join(", ") || "nothing";
        for (const schema of body.schemas)
          if (!reach.parsed.has(schema))
            problems.push(`${operation}: documented from ${nameOf(schema)}, but its handler parses ${parsed}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("are documented for every handler that reads a JSON body", () => {
    const undocumented = [...reached]
      .filter(([operation, reach]) => WRITE_METHODS.has(operation.split(" ")[0]) && reach.readsJson)
      .map(([operation]) => operation)
      .filter((operation) => !documented.has(operation));
    expect(undocumented).toEqual([]);
  });

  it("and the queries, where a handler parses its query with a schema, are documented from that schema", () => {
    // A handler that reads its parameters one by one is documented from a schema written for the document
    // (in the reference's modules), which no handler parses; any other schema a query is documented from must be
    // the handler's.
    const problems: string[] = [];
    for (const [operation, query] of queries) {
      const parsed = reached.get(operation)?.parsed ?? new Set();
      for (const schema of query.schemas) {
        if (isReference(schema.getSourceFile().fileName)) continue;
        if (!parsed.has(schema)) problems.push(`${operation}: its query is documented from ${nameOf(schema)}`);
      }
    }
    expect(problems).toEqual([]);
    expect([...queries.values()].filter((query) => query.schemas.size).length).toBeGreaterThan(4);
  });

  it("are checked otherwise only for operations that exist", () => {
    for (const operation of Object.keys(DOCUMENTED_OTHERWISE)) {
      expect(documented.has(operation), operation).toBe(true);
      expect(reached.has(operation), operation).toBe(true);
    }
  });
});
