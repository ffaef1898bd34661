import { useMemo } from 'react';
import { Select, Stack, Tooltip } from '@mantine/core';
import {
  COUPON_TEMPLATE_COLUMNS,
  COUPON_USED_FILTERS,
  EMAIL_SENT_SUCCESSFULLY,
  type CouponRow,
  type CouponUsedFilter,
} from '@console/contracts/coupons.contract';
import { MAIL_STATUS_LABELS } from '@console/contracts/mail.contract';
import { countText } from '@console/contracts/common/numbers';
import { ConfirmButton } from '../../ui/confirm-button';
import { ListToolbar } from '../../ui/list-toolbar';
import { logFailure } from '../../ui/log';
import { pageChange, useListUrl, useUrlSearchText } from '../../ui/list-url-state';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { RowButton } from '../../ui/row-button';
import { formatShopDateTime, shopTimeZone } from '../../ui/shop-time';
import { zonedHeader } from '../../ui/local-time';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { showToast } from '../../ui/toast';
import { uploadCoupons, useCouponList, useResendCoupon } from './coupons-queries';
import type { CellProps, TableColumn } from '../../ui/table-columns';

/** docs/functions/commerce-tools.md §2.4: the resend message shows for 3 s. */
const MESSAGE_MS = 3000;

/** The Used filter lives in the URL's `used`, so a link or Back opens the same list. */
const USED_PARAM = 'used';
const ALL = 'all';
const USED_LABELS: Record<CouponUsedFilter, string> = { used: 'Used', unused: 'Not Used' };
const USED_OPTIONS = [{ value: ALL, label: 'Used and Not Used' }, ...COUPON_USED_FILTERS.map((u) => ({ value: u, label: USED_LABELS[u] }))];

/** Why Resend is off: the coupon e-mail goes to the customer of the order that used the code. */
export const RESEND_NEEDS_ORDER = 'Not used yet: Resend sends the coupon e-mail to the customer of the order that used the code.';

const isUsedFilter = (value: string | null): value is CouponUsedFilter => COUPON_USED_FILTERS.some((u) => u === value);

/** A customer as a person reads them: the name and, when it differs, the e-mail the coupon goes to. */
export function customerText(row: CouponRow): string {
  if (!row.customer) return row.Used ? 'Not known' : '';
  return row.customer.name === row.customer.email ? row.customer.email : `${row.customer.name} (${row.customer.email})`;
}

type ResendCellProps = CellProps<CouponRow> & { onResend: (row: CouponRow) => void; sending: number | null };

function ResendCell({ data, onResend, sending }: ResendCellProps) {
  if (!data) return null;
  if (!data.Used) {
    const reasonId = `resend-off-${data.id}`;
    return (
      // A disabled button takes no pointer events: the wrapper shows the reason on hover, the button names it as its description.
      <Tooltip label={RESEND_NEEDS_ORDER} multiline w={260} withArrow>
        <span data-reason>
          <RowButton size="sm" disabled style={{ pointerEvents: 'none' }} aria-describedby={reasonId}>
            Resend
          </RowButton>
          <span id={reasonId} hidden>
            {RESEND_NEEDS_ORDER}
          </span>
        </span>
      </Tooltip>
    );
  }
  const to = data.customer ? customerText(data) : `the customer of order ${data.OrderId ?? ''}`;
  const last = data.lastResend
    ? ` Last resend to ${data.lastResend.to} on ${formatShopDateTime(data.lastResend.at)}: ${MAIL_STATUS_LABELS[data.lastResend.status]}.`
    : '';
  return (
    <ConfirmButton
      inRow="sm"
      label="Resend"
      aria-label={`Resend ${data.CouponCode}`}
      loading={sending === data.id}
      title={`Resend ${data.CouponCode}?`}
      message={`The coupon e-mail with ${data.CouponCode} goes again to ${to}.${last}`}
      confirmLabel="Resend"
      keepLabel="Go back"
      tone="neutral"
      onConfirm={() => onResend(data)}
    />
  );
}

function couponColumns(onResend: (row: CouponRow) => void, sending: number | null): TableColumn<CouponRow>[] {
  return [
    { headerName: 'Coupon Code', field: 'CouponCode', flex: 1.1, minWidth: 150 },
    { headerName: 'Used', colId: 'used', valueGetter: (p) => (p.data?.Used ? 'Used' : 'Not Used'), flex: 0.6, minWidth: 100 },
    { headerName: 'Order Id', colId: 'order', valueGetter: (p) => p.data?.OrderId ?? '', flex: 0.6, minWidth: 100 },
    {
      headerName: 'Customer',
      colId: 'customer',
      valueGetter: (p) => (p.data ? customerText(p.data) : ''),
      flex: 1.6,
      minWidth: 220,
    },
    {
      ...zonedHeader('Assigned Date', shopTimeZone()),
      colId: 'assigned',
      valueGetter: (p) => formatShopDateTime(p.data?.AssignDate),
      flex: 1.1,
      minWidth: 170,
    },
    {
      headerName: 'Action',
      colId: 'action',
      cellRenderer: ResendCell,
      cellRendererParams: { onResend, sending },
      sortable: false,
      width: 110,
      minWidth: 110,
    },
  ];
}

/**
 * /coupons (docs/functions/commerce-tools.md §2.4): upload, the coupons 10 a page (searched by code, filtered by Used), Resend for used
 * coupons.
 */
export function CouponsPage() {
  // The searched code and the Used filter live in the URL: the palette opens `/coupons?search=<code>`.
  const [search, setSearch] = useUrlSearchText();
  const [params, changeUrl] = useListUrl();
  const usedParam = params.get(USED_PARAM);
  const used = isUsedFilter(usedParam) ? usedParam : null;
  const setUsed = (next: CouponUsedFilter | null) => changeUrl({ ...pageChange(null, null), [USED_PARAM]: next });
  const list = useCouponList({ search, used });
  const { message, show } = useTimedMessage(MESSAGE_MS);
  const resend = useResendCoupon(
    (answer, row) => {
      show(EMAIL_SENT_SUCCESSFULLY);
      const codes = answer.codes.length ? answer.codes.join(', ') : row.CouponCode;
      showToast(`Coupon e-mail with ${codes} sent to ${answer.to}`);
      void list.reload();
    },
    (error) => logFailure('Resending the coupon failed', error),
  );
  const sending = resend.isPending ? (resend.variables?.id ?? null) : null;
  const columns = useMemo(() => couponColumns((row) => resend.mutate(row), sending), [resend, sending]);
  const filtered = search !== '' || used !== null;

  return (
    <PageFrame title="Coupons" fullWidth>
      <Stack gap="md">
        <ListToolbar
          search={{
            placeholder: 'Please enter coupon code',
            onSearchText: setSearch,
            label: 'Search by coupon code',
            initialText: search,
            width: 320,
          }}
          filters={
            <Select
              aria-label="Used"
              w={190}
              data={USED_OPTIONS}
              value={used ?? ALL}
              allowDeselect={false}
              onChange={(value) => setUsed(isUsedFilter(value) ? value : null)}
            />
          }
          upload={{
            onRows: uploadCoupons,
            onUploaded: () => void list.reload(),
            templateColumns: COUPON_TEMPLATE_COLUMNS,
            templateFileName: 'coupons_template.csv',
          }}
          actions={<TimedMessage message={message} />}
        />
        <PagedGrid
          list={list}
          columnDefs={columns}
          getRowId={(row) => String(row.id)}
          label="Coupons"
          rowHeight={40}
          pageText={filtered ? `${list.pageText} · ${countText(list.total, 'coupon')}` : list.pageText}
          stateInUrl
        />
      </Stack>
    </PageFrame>
  );
}
