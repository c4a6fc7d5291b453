/**
 * The explorer page at GET /graphql: Yoga's GraphiQL loads from a CDN, unreachable offline and
 * against our CSP, so partners get a plain form instead (decision 007). It posts the query as
 * `application/x-www-form-urlencoded` to /graphql and shows the answer as HTML: it works with
 * JavaScript off and needs no script at all. Styles carry a per-response nonce.
 */
import { getNamedType, isListType, isNonNullType, type GraphQLArgument, type GraphQLSchema, type GraphQLType } from "graphql";

export interface ExplorerForm {
  query: string;
  variables: string;
  operationName: string;
}

export interface ExplorerResult {
  status: number;
  /** The JSON answer, pretty-printed. */
  json: string;
}

const TITLE = "Cache Valley Kitchen — partner GraphQL";

const DEFAULT_QUERY = `# Ask for what you need; Run posts it to /graphql.
query NextClasses($first: Int) {
  classes(first: $first) {
    sku
    name
    date
    seatsLeft
    location { name city }
    fulfillment { key }
  }
}
`;

const STYLES = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d2b24;background:#f7f5f0}
header,main{max-width:70rem;margin:0 auto;padding:1rem 1.5rem}
header{border-bottom:1px solid #d6d1c4}
h1{font-size:1.4rem;margin:0 0 .25rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
a{color:#1f6b45}
label{display:block;font-weight:600;margin-top:1rem}
textarea,input{box-sizing:border-box;width:100%;font:14px/1.4 ui-monospace,monospace;padding:.5rem;border:1px solid #b9b3a5;border-radius:4px;background:#fff}
button{margin-top:1rem;font:inherit;font-weight:600;padding:.5rem 1.5rem;border:0;border-radius:4px;background:#1f6b45;color:#fff;cursor:pointer}
button:focus-visible,textarea:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #e0a526;outline-offset:2px}
pre{background:#fff;border:1px solid #d6d1c4;border-radius:4px;padding:1rem;overflow:auto;font:14px/1.4 ui-monospace,monospace;max-height:40rem}
.status{font-weight:600}
code{font:14px ui-monospace,monospace}
dl{margin:0}dt{font-family:ui-monospace,monospace;margin-top:.75rem}dd{margin:0 0 0 1.5rem;color:#4a5a52}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function typeName(type: GraphQLType): string {
  if (isNonNullType(type)) return `${typeName(type.ofType)}!`;
  if (isListType(type)) return `[${typeName(type.ofType)}]`;
  return getNamedType(type).name;
}

function argumentList(args: readonly GraphQLArgument[]): string {
  if (args.length === 0) return "";
  return `(${args.map((arg) => `${arg.name}: ${typeName(arg.type)}`).join(", ")})`;
}

/** The root fields with their signatures: a small reference without the GraphiQL docs pane. */
function rootFields(schema: GraphQLSchema): string {
  const sections: string[] = [];
  for (const [title, type] of [
    ["Queries", schema.getQueryType()],
    ["Mutations", schema.getMutationType()],
  ] as const) {
    if (!type) continue;
    const fields = Object.values(type.getFields()).map(
      (field) =>
        `<dt>${escapeHtml(`${field.name}${argumentList(field.args)}: ${typeName(field.type)}`)}</dt>` +
        (field.description ? `<dd>${escapeHtml(field.description)}</dd>` : ""),
    );
    sections.push(`<h2>${title}</h2><dl>${fields.join("")}</dl>`);
  }
  return sections.join("");
}

export function explorerPage(schema: GraphQLSchema, form: Partial<ExplorerForm>, nonce: string, result?: ExplorerResult): string {
  const query = form.query ?? DEFAULT_QUERY;
  const variables = form.variables ?? (form.query === undefined ? '{ "first": 5 }' : "");
  const answer = result
    ? `<section aria-labelledby="result-heading"><h2 id="result-heading">Result</h2>` +
      `<p class="status">HTTP ${result.status}</p><pre>${escapeHtml(result.json)}</pre></section>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TITLE}</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<header>
<h1>${TITLE}</h1>
<p>Public queries need no sign-in. The schema as SDL: <a href="/graphql/schema.graphql">/graphql/schema.graphql</a>.
Limits, caching and error codes are described in the partner guide (docs/partner-api.md).</p>
</header>
<main>
<form method="post" action="/graphql">
<label for="query">Query</label>
<textarea id="query" name="query" rows="16" spellcheck="false" autocapitalize="off" required>${escapeHtml(query)}</textarea>
<label for="variables">Variables (a JSON object, optional)</label>
<textarea id="variables" name="variables" rows="4" spellcheck="false" autocapitalize="off">${escapeHtml(variables)}</textarea>
<label for="operationName">Operation name (when the document holds several)</label>
<input id="operationName" name="operationName" value="${escapeHtml(form.operationName ?? "")}" autocapitalize="off" spellcheck="false">
<button type="submit">Run</button>
</form>
${answer}
${rootFields(schema)}
</main>
</body>
</html>
`;
}

/** Strict: nothing but the nonce'd stylesheet and form posts to this origin. */
export function explorerContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}
