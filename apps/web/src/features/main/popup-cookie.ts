/** "Do not show" for popups: a cookie per notice that expires after the popup kind's days (1 or 30). */
const PREFIX = 'onfan_popup_hide_';

export function isPopupHidden(ntcId: number): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${PREFIX}${ntcId}=`));
}

export function hidePopup(ntcId: number, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${PREFIX}${ntcId}=Y; expires=${expires}; path=/; SameSite=Lax`;
}
