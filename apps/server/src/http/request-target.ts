/**
 * The path of a request target in origin form. HTTP/1.1 also allows the absolute form (`GET http://host/v1/...`),
 * which the router matches like the origin form; anything that looks at the path itself (not at the matched route)
 * goes through this function.
 */
export function requestPath(target: string): string {
  let path = target;
  if (!path.startsWith('/')) {
    const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
    path = m ? path.slice(m[0].length) || '/' : `/${path}`;
  }
  const q = path.search(/[?#]/);
  return q === -1 ? path : path.slice(0, q);
}

/** API calls (JSON answers under /v1/, less the browsable docs page), as opposed to documents and files. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/v1/') && !path.startsWith('/v1/app/docs');
}
