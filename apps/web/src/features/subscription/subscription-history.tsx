/**
 * The subscription's lifecycle, oldest first: its creation, then every change Elastic Path
 * recorded (cancel, pause, resume, pending), each with its time; the zone is named once, like a
 * table's.
 */
import type { SubscriptionPage } from '@pc/contract';
import { tableTimeNotes } from '../../components/data-table/table-notes';
import { useTimeZone } from '../../time-zone/use-time-zone';
import { TimeText } from '../page-parts/time-text';

type HistoryEntry = SubscriptionPage['history'][number];

const ACTION_WORDS: Record<HistoryEntry['action'], string> = {
  cancel: 'Canceled',
  pause: 'Paused',
  resume: 'Resumed',
  pending: 'Set to pending activation',
};

export function SubscriptionHistory({
  createdAt,
  history,
}: {
  createdAt: string;
  history: HistoryEntry[];
}) {
  const { zone } = useTimeZone();
  return (
    <section className="card history-card" aria-labelledby="history-title">
      <h2 id="history-title" className="card__title">
        History
      </h2>
      <p className="table-caption-note">{tableTimeNotes(['zoned'], zone).join(' ')}</p>
      <ol className="history">
        <li className="history__entry">
          <span className="history__what">Created</span>
          <TimeText iso={createdAt} part="in-table" />
        </li>
        {history.map((entry) => (
          <li key={entry.id} className="history__entry">
            <span className="history__what">{ACTION_WORDS[entry.action]}</span>
            <TimeText iso={entry.at} part="in-table" />
          </li>
        ))}
      </ol>
      {history.length === 0 ? (
        <p className="card__subtitle">No lifecycle change since it was created.</p>
      ) : null}
    </section>
  );
}
