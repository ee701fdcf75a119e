import { useState } from 'react';

/**
 * The time a screen was first drawn, for relative times ('3분 전') and new badges: taken once, so re-rendering the
 * same data never changes what it says under the reader's eyes.
 */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
