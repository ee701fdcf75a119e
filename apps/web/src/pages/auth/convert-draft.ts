/** The identity ticket between the convert-membership steps (this tab only). */
const KEY = 'onfan_convert_identity';

export function keepConvertTicket(ticket: string): void {
  try {
    sessionStorage.setItem(KEY, ticket);
  } catch {
    // storage blocked: the form step asks for verification again
  }
}
export function readConvertTicket(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
export function clearConvertTicket(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
