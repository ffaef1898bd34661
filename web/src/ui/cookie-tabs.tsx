/**
 * CookieTabs: the tabs of a list screen, the selected one remembered in a cookie (docs/functions/shell-students-staff.md §2.2
 * `studentTab`).
 *
 * Why: every tabbed screen wrote the same Tabs markup around `useCookieTab`.
 * How: the page owns the selection (it may need it, e.g. for its title) and hands it in; only the
 * selected panel is mounted, so each panel loads its list when it is opened:
 *
 *   const [tab, selectTab] = useCookieTab('couponTab', COUPON_TABS.length);
 *   <PageFrame title="Coupons" fullWidth>
 *     <CookieTabs selected={tab} onSelect={selectTab}
 *       tabs={COUPON_TABS.map((t) => ({ key: t.status, label: t.label, panel: <CouponTabPanel tab={t} /> }))} />
 *   </PageFrame>
 */
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';

export interface CookieTab {
  /** Stable React key of the tab. */
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface CookieTabsProps {
  tabs: readonly CookieTab[];
  /** Index of the selected tab and its setter, from `useCookieTab(cookieName, tabs.length)`. */
  selected: number;
  onSelect: (index: number) => void;
}

export function CookieTabs({ tabs, selected, onSelect }: CookieTabsProps) {
  return (
    <Tabs value={String(selected)} onChange={(value) => value !== null && onSelect(Number(value))} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab, index) => (
          <Tabs.Tab key={tab.key} value={String(index)}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab, index) => (
        <Tabs.Panel key={tab.key} value={String(index)}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
