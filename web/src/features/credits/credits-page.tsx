import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { StatusBanner, type BannerMessage } from '../../ui/status-banner';
import { useCookieTab } from '../../ui/use-cookie-tab';
import { ManageCreditsTab } from './manage-credits-tab';
import { TransactionsTab } from './transactions-tab';

const TABS = ['Manage Credits', 'Transactions'] as const;

/** /credits (spec 4 §2.2): Manage Credits and Transactions, one banner for both. */
export function CreditsPage() {
  const [tab, selectTab] = useCookieTab('creditsTab', TABS.length);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  return (
    <PageFrame title="Credits" fullWidth>
      <Stack gap="md">
        <StatusBanner banner={banner} onClose={() => setBanner(null)} />
        <Tabs
          value={String(tab)}
          onChange={(value) => {
            if (value === null) return;
            setBanner(null);
            selectTab(Number(value));
          }}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {TABS.map((label, index) => (
              <Tabs.Tab key={label} value={String(index)}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="0">
            <ManageCreditsTab showBanner={setBanner} />
          </Tabs.Panel>
          <Tabs.Panel value="1">
            <TransactionsTab showBanner={setBanner} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageFrame>
  );
}
