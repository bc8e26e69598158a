/**
 * "Data as of 09:41:07 UTC" under every page: the BFF may answer from its short read cache, so
 * the page says when Elastic Path was read (the latest answer's `X-Read-At`). Refresh reads anew.
 */
import { useReadAt } from '../../api/read-freshness';
import { formatDateAndTime } from '../../lib/dates';
import { useTimeZone } from '../../lib/use-time-zone';

export function ReadAtNote() {
  const readAt = useReadAt();
  const { zone } = useTimeZone();
  const shown = formatDateAndTime(readAt, zone);
  if (!readAt || !shown) return null;
  return (
    <p className="read-at-note" data-testid="read-at">
      Data as of{' '}
      <time dateTime={readAt} title={readAt}>
        {shown.time} {shown.zone}
      </time>
    </p>
  );
}
