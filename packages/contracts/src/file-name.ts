/**
 * File names as the portal stores and shows them, in a module without zod (the server, the schemas and the browser
 * share it). A name can carry characters that change how it reads without changing what it is:
 * bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E/U+200F marks,
 * U+061C the Arabic letter mark) make 'a\u202egpj.exe.pdf' read as "afdp.exe.jpg", and control characters have no
 * place in a name at all.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_IN_NAME = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The one cleaning of a file name: without bidirectional controls or control characters. */
export function cleanFileName(name: string): string {
  return name.replace(HIDDEN_IN_NAME, '');
}
