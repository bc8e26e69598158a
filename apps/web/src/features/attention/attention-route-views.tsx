/**
 * The two lists' route views: Needs attention (`/attention`) and My work (`/my-work`), the same
 * page over the same search keys; My work fixes the owner to the reader.
 */
import { getRouteApi } from '@tanstack/react-router';
import type { AttentionSearch } from '../../addresses/attention-search';
import { ATTENTION_PATH, MY_WORK_PATH } from '../../addresses/paths';
import { type AttentionListKind, AttentionPage } from './attention-page';

const ROUTES = {
  all: getRouteApi(ATTENTION_PATH),
  'my-work': getRouteApi(MY_WORK_PATH),
} as const;

function ListView({ kind }: { kind: AttentionListKind }) {
  const route = ROUTES[kind];
  const search = route.useSearch() as AttentionSearch;
  const navigate = route.useNavigate();
  return (
    <AttentionPage
      kind={kind}
      search={search}
      onSearch={(next: Partial<AttentionSearch>) =>
        void navigate({ search: (current) => ({ ...current, ...next }), resetScroll: false })
      }
    />
  );
}

export const AttentionView = () => <ListView kind="all" />;
export const MyWorkView = () => <ListView kind="my-work" />;
