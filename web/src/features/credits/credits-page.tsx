import { useState } from 'react';
import { Stack } from '@mantine/core';
import { CookieTabs } from '../../ui/cookie-tabs';
import { PageFrame } from '../../ui/page-frame';
import { Banner, type BannerMessage } from '../../ui/banner';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { ManageCreditsTab } from './manage-credits-tab';
import { ReviewMovesNotice } from './review-moves-notice';
import { TransactionsTab } from './transactions-tab';

/** /credits (docs/functions/codes-credits-knot-giveaways.md §2.2): Manage Credits and Transactions, one banner for both. */
export function CreditsPage() {
  const [tab, selectTab] = useCookieTab('creditsTab', 2);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  return (
    <PageFrame title="Credits" fullWidth>
      <Stack gap="md">
        <Banner message={banner} onClose={() => setBanner(null)} />
        <ReviewMovesNotice showBanner={setBanner} />
        <CookieTabs
          selected={tab}
          onSelect={(index) => {
            setBanner(null);
            selectTab(index);
          }}
          tabs={[
            { key: 'manage', label: 'Manage Credits', panel: <ManageCreditsTab showBanner={setBanner} /> },
            { key: 'transactions', label: 'Transactions', panel: <TransactionsTab showBanner={setBanner} /> },
          ]}
        />
      </Stack>
    </PageFrame>
  );
}
