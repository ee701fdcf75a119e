/**
 * The answer of a command (api-map.md "Conventions"): `{number: 200, message}` plus what the command returns (an id,
 * a file path, a token). Services build it with this one function.
 */
export function ok<const T extends object = object>(message: string, extra?: T): { number: 200; message: string } & T {
  return { number: 200, message, ...(extra as T) };
}
