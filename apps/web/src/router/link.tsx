import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './use-location';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A real `<a href>` (open in a new tab, copy link) that navigates in-app on a plain click. */
export function Link({ href, onClick, ...props }: LinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (props.target && props.target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
