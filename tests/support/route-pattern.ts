/** A declared fake route, `"GET /api/financial-goals/:id"`, as a method and a path pattern. */
export interface RoutePattern {
  method: string;
  pattern: RegExp;
  /** The `:name` parameters, in the order the pattern captures them. */
  names: string[];
}

export function routePattern(key: string): RoutePattern {
  const match = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/\S*)$/.exec(key);
  if (!match) throw new Error(`Route "${key}" must read "METHOD /path", e.g. "GET /api/financial-goals/:id"`);
  const [, method = '', path = ''] = match;
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names };
}
