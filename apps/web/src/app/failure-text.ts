/**
 * What a reader is told when the app fails, in one place: the route's error element (RouteError) and the app's start
 * when it cannot run (start-failure.ts, drawn without React) say the same words.
 */

/** Part of the app could not be loaded (a lazy page, or the start itself). */
export const CHUNK_LOAD_FAILURE = {
  title: '페이지를 불러오지 못했습니다',
  lines: ['네트워크 상태가 좋지 않거나 서비스가 업데이트되었을 수 있습니다.', '다시 시도해주세요.'],
} as const;

/** The screen could not be drawn (an error while rendering or starting). */
export const RENDER_FAILURE = {
  title: '오류가 발생했습니다',
  lines: ['화면을 표시하는 중 문제가 발생했습니다.', '잠시 후 다시 시도해주세요.'],
} as const;
