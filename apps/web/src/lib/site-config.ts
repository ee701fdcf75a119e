/** Facts about the portal and its operating agency shown in the header, footer, side menu and pages. */
import { SITE_NAME } from '@onfan/contracts/page-meta';

/** The portal's name: one source with the page titles and the server's first paint (contracts' page-meta). */
export { SITE_NAME };
export const SITE_NAME_EN = 'ONFAN';
export const SITE_PURPOSE = '소상공인과 크리에이터를 위한 공공 포털';

export const AGENCY_NAME = '온판 운영기관(공공유통지원기관)';
export const AGENCY_ADDRESS = '(34126) 대전광역시 유성구 엑스포로 123, 공공유통지원센터 5층';
export const COPYRIGHT = `© ${SITE_NAME} · ${AGENCY_NAME}. All rights reserved.`;

/** The customer centre: one source for the footer, the contact dialog and the chatbot. */
export { CUSTOMER_CENTER } from '@onfan/contracts/customer-centre';

export const NEW_WINDOW_NOTE = '(새 창)';

/** Related public sites (footer family-site list). */
export const FAMILY_SITES = [
  { name: '중소벤처기업부', url: 'https://www.mss.go.kr' },
  { name: '소상공인시장진흥공단', url: 'https://www.semas.or.kr' },
  { name: '소상공인마당', url: 'https://www.sbiz.or.kr' },
] as const;

/** The chatbot and AI chat open as 380 x 730 popup windows (spec section 2). */
export const CHAT_WINDOW = { width: 380, height: 730 } as const;
