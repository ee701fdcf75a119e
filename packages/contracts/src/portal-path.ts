import type { ContentType } from './content.js';

/**
 * Browser URLs of the portal's pages, built in one place: the server stores them with search results and share links,
 * the web links to them. Nothing else writes a page URL with an id by hand.
 */

const INTRD_CATEGORY = /^intrd-(\d+)$/;

/** The introduction an example belongs to, from its category `intrd-{intrdId}` (see `intrdCategory`). */
function intrdIdOf(ctgrCode: string | null | undefined): string {
  return INTRD_CATEGORY.exec(ctgrCode ?? '')?.[1] ?? '';
}

/**
 * The page of one content item. `ctgrCode` is the item's category where the page shows it: the social-space set 2
 * category (previous/next stay in it), the sentcont category of the path, an example's introduction (`intrd-{id}`).
 */
export function portalPath(type: ContentType, id: number, ctgrCode?: string | null): string {
  switch (type) {
    case 'issue':
      return `/issue/${id}/view`;
    case 'issue2':
      // Policy news share the news page; `kind` tells it which board the item is on.
      return `/issue/${id}/view?kind=issue2`;
    case 'interview':
      return `/interview/${id}/view`;
    case 'plygrnd':
      return `/playground/${id}/view`;
    case 'plygrnd2':
      return `/playground2/${id}/view${ctgrCode ? `?ctgrCode=${encodeURIComponent(ctgrCode)}` : ''}`;
    case 'plygrnd3':
      return `/playground3/${id}/view`;
    case 'sentcont':
      return `/sentcont/${ctgrCode || 'guide'}/view/${id}`;
    case 'smbsales':
      return `/support/smb-sales/detail?id=${id}`;
    case 'notice':
    case 'sprtntc':
      return `/notice/${id}/view`;
    case 'intrd':
      return `/supportbiz/intrd/${id}`;
    case 'intrdexm':
      return `/supportbiz/intrd/${intrdIdOf(ctgrCode)}/exm/${id}`;
  }
}

/** The list page of a content type (within a category where the list is one: set 2, sentcont, an introduction). */
export function portalListPath(type: ContentType, ctgrCode?: string | null): string {
  switch (type) {
    case 'issue':
      return '/issue';
    case 'issue2':
      return '/issue2';
    case 'interview':
      return '/interview';
    case 'plygrnd':
      return '/playground';
    case 'plygrnd2':
      return `/playground2${ctgrCode ? `?ctgrCode=${encodeURIComponent(ctgrCode)}` : ''}`;
    case 'plygrnd3':
      return '/playground3';
    case 'sentcont':
      return `/sentcont/${ctgrCode || 'guide'}/list`;
    case 'smbsales':
      return '/support/smb-sales/list';
    case 'notice':
    case 'sprtntc':
      return '/notice';
    case 'intrd':
      return '/supportbiz';
    case 'intrdexm':
      return `/supportbiz/intrd/${intrdIdOf(ctgrCode)}/exms`;
  }
}

/** The page of one live-studio room (its calendar and booking). */
export function studioRoomPath(roomId: number, studoId: number): string {
  return `/studio/room/${roomId}/${studoId}`;
}

/** The page of one support programme (지원사업). */
export function supportProgrammePath(sprtBizId: number): string {
  return `/support/${sprtBizId}/view`;
}

/** The page of one campaign (캠페인). */
export function campaignPath(matchCampnId: number): string {
  return `/campaign/${matchCampnId}/view`;
}

/** The page of one creator's foothold (크리에이터 거점). */
export function footholdPath(ctrFthldId: number): string {
  return `/foothold/${ctrFthldId}/view`;
}

/** The page of one community post (커뮤니티); `ctgrCode` keeps previous/next and the list in the board's category. */
export function communityPath(comunBltartclId: number, ctgrCode?: string | null): string {
  return `/community/${comunBltartclId}/view${ctgrCode ? `?ctgrCode=${encodeURIComponent(ctgrCode)}` : ''}`;
}

/** The write (0) or edit (the post's id) page of a community post. */
export function communityEditPath(comunBltartclId: number, ctgrCode?: string | null): string {
  return `/community/${comunBltartclId}/edit${ctgrCode ? `?ctgrCode=${encodeURIComponent(ctgrCode)}` : ''}`;
}

/** The community board, in a category. */
export function communityListPath(ctgrCode?: string | null): string {
  return `/community${ctgrCode ? `?ctgrCode=${encodeURIComponent(ctgrCode)}` : ''}`;
}

/** The page of one e-learning course (이러닝). */
export function coursePath(eduCrsId: number): string {
  return `/education/${eduCrsId}/view`;
}

/** The page of one lesson of an e-learning course. */
export function lessonPath(eduCrsId: number, eduLsnId: number): string {
  return `/education/${eduCrsId}/lesson/${eduLsnId}`;
}

/** The page of one broadcast's recording (다시보기) with its player, products and comments. */
export function broadcastPath(brcInfoNo: number): string {
  return `/broadcast/${brcInfoNo}/view`;
}

/** The vertical player of one short (숏폼), with previous/next by swipe and keys. */
export function shortsPath(brcInfoNo: number): string {
  return `/broadcast/shorts/${brcInfoNo}/view`;
}

/** A product of the 소담상회 shop (an extra route of this portal: the spec lists only `sodam`). */
export function sodamProductPath(pdId: number): string {
  return `/sodam/product/${pdId}`;
}

/** The small-business communities (소상공인 커뮤니티), or one community's home with its boards and posts. */
export function businessCommunityPath(cmntId?: number): string {
  return cmntId ? `/scommunity/${cmntId}` : '/scommunity';
}

/** Post search within one community (`scommunity/{cmntId}/search`) or across all (`scommunity/search`). */
export function businessCommunitySearchPath(cmntId: number | null, searchTerm: string): string {
  const q = `?searchTerm=${encodeURIComponent(searchTerm)}`;
  return cmntId ? `/scommunity/${cmntId}/search${q}` : `/scommunity/search${q}`;
}

/** One post of a community; reached from search results it keeps the search (`scommunity/detail/search`). */
export function businessCommunityPostPath(cmntPostId: number, searchTerm?: string | null): string {
  return searchTerm
    ? `/scommunity/detail/search?cmntPostId=${cmntPostId}&searchTerm=${encodeURIComponent(searchTerm)}`
    : `/scommunity/detail?cmntPostId=${cmntPostId}`;
}

/** A community's notice or data board (`scommunity/bbs/notice`, `scommunity/bbs/data`). */
export function businessCommunityBoardPath(kind: 'notice' | 'data', cmntBrdMntId: number): string {
  return `/scommunity/bbs/${kind}?cmntBrdMntId=${cmntBrdMntId}`;
}

/** One notice or data entry with its attachments. */
export function businessCommunityEntryPath(kind: 'notice' | 'data', cmntBrdId: number): string {
  return `/scommunity/bbs/${kind}/detail?cmntBrdId=${cmntBrdId}`;
}

/** The live layout's page of a broadcast on air (its status polled while it is live). */
export function liveViewPath(brcInfoNo: number): string {
  return `/live/${brcInfoNo}/view`;
}

/** The live layout's page of a broadcast that has not started: its countdown and alert button. */
export function liveComingPath(brcInfoNo: number): string {
  return `/live/coming/${brcInfoNo}`;
}

/** The live layout's replay page of a broadcast. */
export function liveVodPath(brcInfoNo: number): string {
  return `/live/vod/${brcInfoNo}`;
}
