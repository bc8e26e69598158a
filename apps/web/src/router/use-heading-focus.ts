import { type RefObject, useEffect } from 'react';
import { takeHeadingFocus } from './use-location';

/**
 * After an in-app navigation, move focus to the new page's heading as a full page load would, so
 * screen-reader and keyboard users start at the top of the new content.
 */
export function useHeadingFocus(ref: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    if (takeHeadingFocus()) ref.current?.focus();
  }, [ref]);
}
