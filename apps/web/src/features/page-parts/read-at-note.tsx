/**
 * "Data as of 09:41:07 UTC" under every page: the BFF may answer from its short read cache, so
 * the page says when Elastic Path was read (the latest answer's `X-Read-At`), and, when that read
 * was an earlier one the console kept (for anyone, maybe a colleague), says so rather than pass
 * it off as this page's own. Refresh reads anew.
 */
import { useReadAt } from '../../api/read-freshness';
import { formatDateAndTime } from '../../time-zone/dates';
import { useTimeZone } from '../../time-zone/use-time-zone';

export function ReadAtNote() {
  const readAt = useReadAt();
  const { zone } = useTimeZone();
  const shown = formatDateAndTime(readAt?.at ?? null, zone);
  if (!readAt || !shown) return null;
  return (
    <p className="read-at-note" data-testid="read-at">
      Data as of{' '}
      <time dateTime={readAt.at} title={readAt.at}>
        {shown.time} {shown.zone}
      </time>
      {readAt.kept
        ? ', from the console’s shared cache: read then for anyone using it (Refresh reads Elastic Path now)'
        : null}
    </p>
  );
}
