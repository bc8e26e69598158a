/**
 * The two lists' route views: Needs attention (`/attention`) and My work (`/my-work`), the same
 * page over the same search keys; My work fixes the owner to the reader.
 */
import { getRouteApi } from '@tanstack/react-router';
import type { AttentionSearch } from '../../addresses/attention-search';
import { ATTENTION_PATH, MY_WORK_PATH } from '../../addresses/paths';
import { AttentionPage } from './attention-page';

const attentionRouteApi = getRouteApi(ATTENTION_PATH);
const myWorkRouteApi = getRouteApi(MY_WORK_PATH);

export function AttentionView() {
  const search = attentionRouteApi.useSearch();
  const navigate = attentionRouteApi.useNavigate();
  return (
    <AttentionPage
      kind="all"
      search={search}
      onSearch={(next: Partial<AttentionSearch>) =>
        void navigate({ search: (current) => ({ ...current, ...next }), resetScroll: false })
      }
    />
  );
}

export function MyWorkView() {
  const search = myWorkRouteApi.useSearch();
  const navigate = myWorkRouteApi.useNavigate();
  return (
    <AttentionPage
      kind="my-work"
      search={search}
      onSearch={(next: Partial<AttentionSearch>) =>
        void navigate({ search: (current) => ({ ...current, ...next }), resetScroll: false })
      }
    />
  );
}
