/**
 * The home page under the search: My work for an agent who has cases, recent pages and, with
 * the simulator, the demo data.
 */
import { useQuery } from '@tanstack/react-query';
import { appInfoQueryOptions } from '../../api/app-info-query';
import { DemoInvoices } from './demo-invoices';
import { DemoSearches } from './demo-searches';
import { MyWorkCard } from './my-work-card';
import { RecentPages } from './recent-pages';

export default function HomeLists() {
  const appInfo = useQuery(appInfoQueryOptions());
  return (
    <>
      <MyWorkCard />
      <RecentPages />
      {appInfo.data?.simulator ? (
        <>
          <DemoSearches />
          <DemoInvoices invoices={appInfo.data.demoInvoices} />
        </>
      ) : null}
    </>
  );
}
