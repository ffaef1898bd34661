import { useMemo } from 'react';
import { Button, Stack } from '@mantine/core';
import { COUPON_TEMPLATE_COLUMNS, EMAIL_SENT_SUCCESSFULLY, type CouponRow } from '@console/contracts/coupons.contract';
import { ListToolbar } from '../../ui/list-toolbar';
import { logFailure } from '../../ui/log';
import { PageFrame } from '../../ui/page-frame';
import { PagedGrid } from '../../ui/paged-grid';
import { SHOP_TIME_ZONE, formatShopDateTime } from '../../ui/shop-time';
import { zonedHeader } from '../../ui/local-time';
import { TimedMessage, useTimedMessage } from '../../ui/timed-message';
import { uploadCoupons, useCouponList, useResendCoupon } from './coupons-queries';
import type { CellProps, TableColumn } from '../../ui/table-columns';

/** Spec 3 §2.4: the resend message shows for 3 s. */
const MESSAGE_MS = 3000;

type ResendCellProps = CellProps<CouponRow> & { onResend: (row: CouponRow) => void; sending: number | null };

function ResendCell({ data, onResend, sending }: ResendCellProps) {
  if (!data) return null;
  const last = data.lastResend
    ? `Last sent to ${data.lastResend.to} on ${formatShopDateTime(data.lastResend.at)} (${data.lastResend.status})`
    : undefined;
  return (
    <Button
      size="compact-sm"
      variant="default"
      disabled={!data.Used}
      loading={sending === data.id}
      onClick={() => onResend(data)}
      title={last}
      aria-label={`Resend ${data.CouponCode}`}
    >
      Resend
    </Button>
  );
}

function couponColumns(onResend: (row: CouponRow) => void, sending: number | null): TableColumn<CouponRow>[] {
  return [
    { headerName: 'Coupon Code', field: 'CouponCode', flex: 1.2, minWidth: 150 },
    { headerName: 'Used', colId: 'used', valueGetter: (p) => (p.data?.Used ? 'Used' : 'Not Used'), flex: 0.7, minWidth: 100 },
    { headerName: 'Order Id', colId: 'order', valueGetter: (p) => p.data?.OrderId ?? '', flex: 0.7, minWidth: 100 },
    {
      ...zonedHeader('Assigned Date', SHOP_TIME_ZONE),
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

/** /coupons (spec 3 §2.4): upload, the coupons 10 a page, Resend for used coupons. */
export function CouponsPage() {
  const list = useCouponList();
  const { message, show } = useTimedMessage(MESSAGE_MS);
  const resend = useResendCoupon(
    () => {
      show(EMAIL_SENT_SUCCESSFULLY);
      void list.reload();
    },
    (error) => logFailure('Resending the coupon failed', error),
  );
  const sending = resend.isPending ? (resend.variables?.id ?? null) : null;
  const columns = useMemo(() => couponColumns((row) => resend.mutate(row), sending), [resend, sending]);

  return (
    <PageFrame title="Coupons" fullWidth>
      <Stack gap="md">
        <ListToolbar
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
          pageText={list.pageText}
          stateInUrl
        />
      </Stack>
    </PageFrame>
  );
}
