/**
 * A card that stands in for content: an empty result, an error, or a whole dead-end page. Shared
 * by the shell's dead ends, the not-authorized page and the payments view.
 */
import type { ReactNode, Ref } from 'react';

export function StateCard({
  title,
  children,
  tone = 'neutral',
  action,
  level = 2,
  headingRef,
}: {
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error' | 'warning';
  action?: ReactNode;
  /** 1 when the card is the whole page (a dead end), 2 under a page heading. */
  level?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`card state-card state-card--${tone}`} aria-live="polite">
      <Heading ref={headingRef} className="state-card__title" tabIndex={-1}>
        {title}
      </Heading>
      {children ? <div className="state-card__body">{children}</div> : null}
      {action ? <div className="state-card__action">{action}</div> : null}
    </section>
  );
}
