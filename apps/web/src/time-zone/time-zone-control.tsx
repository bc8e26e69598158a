/**
 * The Time zone control in the top bar: Local (the browser's zone, named) or UTC, for every time
 * on every page. The choice is the URL's `tz` (addresses/root-search.ts), so Back undoes it and a
 * shared link shows the times as the sender saw them.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { browserTimeZone, type TimeZoneChoice } from './time-zone';
import { useTimeZone } from './use-time-zone';

export function TimeZoneControl() {
  const { choice } = useTimeZone();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="tz-control">
      <label htmlFor={id}>Time zone</label>
      <select
        id={id}
        className="select select--compact"
        value={choice}
        onChange={(event) => {
          const next: TimeZoneChoice = event.target.value === 'utc' ? 'utc' : 'local';
          void navigate({
            to: '.',
            search: (current) => ({ ...current, tz: next === 'utc' ? 'utc' : undefined }),
            resetScroll: false,
          });
        }}
      >
        <option value="local">Local ({browserTimeZone()})</option>
        <option value="utc">UTC</option>
      </select>
    </div>
  );
}
