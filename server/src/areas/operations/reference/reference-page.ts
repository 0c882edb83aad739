// The readable API reference: one HTML page rendered on the server from the OpenAPI document, so it
// needs no script (the console's CSP allows none inline) and always matches the running server.

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}

interface Operation {
  tags?: string[];
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Inline `code` in the document's prose. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(operation.responses ?? {});
  return `<section class="operation" id="${escape(`${method}-${path}`)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p class="access">${prose(operation.description ?? '')}</p>
  ${
    parameters.length > 0
      ? `<div class="table" data-scroll-x><table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${parameters
          .map(
            (p) =>
              `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
          )
          .join('')}</tbody></table></div>`
      : ''
  }
  ${body !== undefined ? `<details><summary>Request body</summary>${json(body)}</details>` : ''}
  ${responses
    .map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return schema !== undefined ? `<details><summary>${escape(status)} answer</summary>${json(schema)}</details>` : '';
    })
    .join('')}
</section>`;
}

export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem 2rem; color: #1d2330; line-height: 1.5; }
  code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
  pre { background: #f4f6fa; padding: 0.75rem; overflow-x: auto; border-radius: 4px; }
  /* On a phone nothing may be wider than the window: paths and schemas wrap anywhere, a table scrolls inside its own box. */
  h3 code, td code { overflow-wrap: anywhere; }
  nav { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
  .table { overflow-x: auto; }
  @media (max-width: 600px) { body { padding: 0.5rem 1rem; } }
  .operation { border-top: 1px solid #dde2ea; padding: 0.5rem 0; }
  .method { display: inline-block; min-width: 4rem; font-size: 0.8em; color: #fff; background: #5b6b86; padding: 0.1rem 0.4rem; border-radius: 3px; text-align: center; }
  .method.get { background: #2f7d4f; } .method.post { background: #2c5fa8; } .method.put, .method.patch { background: #9a6b12; } .method.delete { background: #a33a3a; }
  .access { color: #4a5468; }
  table { border-collapse: collapse; margin: 0.5rem 0; max-width: 100%; } td, th { border: 1px solid #dde2ea; padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${prose(document.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1). Game servers need only the <a href="#tag-ingest">ingest</a> routes.</p>
<nav>${tags.map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`).join('')}</nav>
${tags.map((tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>\n${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
</body>
</html>
`;
}
