import { useState } from 'react';
import { Radio, Group, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DATE_NOT_VALID, PRICE_NOT_VALID, SKU_NOT_VALID, type BulkPriceRow } from '@console/contracts/bulk-price.contract';
import { formatUsDate } from '@console/contracts/common/dates';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { UsDateInput } from '../../ui/us-date-input';
import { useSaveBulkPrice } from './bulk-price-queries';
import { useLargeChangeCheck } from './large-change-check';
import { LargeChangeDialog } from './large-change-dialog';
import { formatMoney } from './price-text';
import { shopToday } from '../../ui/shop-time';

/** docs/functions/codes-credits-knot-giveaways.md: after an edit the list reloads after about 2 s. */
const SAVED_DELAY_MS = 2000;

const today = () => shopToday();
const priceText = z
  .string()
  .trim()
  .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0, PRICE_NOT_VALID);

/** docs/functions/commerce-tools.md §5: SKU required, price a number of at least 0, the date in the future; compare-at optional. */
const priceForm = z.object({
  ID: z.number().nullable(),
  MODEL: z.string().trim().min(1, SKU_NOT_VALID),
  PRICE: priceText,
  COMPARE_AT_PRICE: z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), 'Compare at price not valid.'),
  EFFECTIVE_DATE: z.string().refine((v) => v !== '' && v > today(), DATE_NOT_VALID),
  BELOW_MAPP_ITEM_TAG: z.enum(['true', 'false']),
});
type PriceForm = z.infer<typeof priceForm>;

const round2 = (text: string) => Math.round(Number(text) * 100) / 100;

/** What the form sends: the price rounded to 2 decimals, an empty compare-at price as none. */
const priceBody = (v: PriceForm) => ({
  ...(v.ID ? { ID: v.ID } : {}),
  MODEL: v.MODEL,
  PRICE: round2(v.PRICE),
  COMPARE_AT_PRICE: v.COMPARE_AT_PRICE === '' ? null : round2(v.COMPARE_AT_PRICE),
  EFFECTIVE_DATE: v.EFFECTIVE_DATE,
  BELOW_MAPP_ITEM_TAG: v.BELOW_MAPP_ITEM_TAG,
});

const KEPT_TEXT = 'Nothing was scheduled. Fix the price, or Submit again to schedule it.';

function PriceFormFields({ row }: { row: BulkPriceRow | 'new' }) {
  const existing = row === 'new' ? null : row;
  const form = useForm<PriceForm>({
    resolver: zodResolver(priceForm),
    defaultValues: {
      ID: existing?.ID ?? null,
      MODEL: existing?.MODEL ?? '',
      PRICE: existing ? existing.PRICE.toFixed(2) : '',
      COMPARE_AT_PRICE: existing?.COMPARE_AT_PRICE === null || !existing ? '' : existing.COMPARE_AT_PRICE.toFixed(2),
      EFFECTIVE_DATE: existing && existing.EFFECTIVE_DATE > today() ? existing.EFFECTIVE_DATE : '',
      BELOW_MAPP_ITEM_TAG: existing?.BELOW_MAPP_ITEM_TAG ?? 'false',
    },
  });
  const errors = form.formState.errors;
  const check = useLargeChangeCheck();
  const save = useSaveBulkPrice(priceBody);
  return (
    <>
      <DialogForm
        form={form}
        // Asked as an upload is, before anything is scheduled (the same check and dialog).
        beforeSubmit={async (v) => {
          if (await check.ask([priceBody(v)])) return null;
          form.setFocus('PRICE');
          return KEPT_TEXT;
        }}
        save={save}
        reloadDelayMs={SAVED_DELAY_MS}
        failureText="Saving the price failed"
        serverFields={['MODEL', 'PRICE', 'COMPARE_AT_PRICE', 'EFFECTIVE_DATE', 'BELOW_MAPP_ITEM_TAG']}
        savedText={(v) => `New price of ${v.MODEL}: $${formatMoney(round2(v.PRICE))}, scheduled for ${formatUsDate(v.EFFECTIVE_DATE)}.`}
      >
        <SimpleGrid cols={2} spacing="md">
          <TextInput label="Sku" data-autofocus autoComplete="off" {...form.register('MODEL')} error={errors.MODEL?.message} />
          <TextInput label="Price" inputMode="decimal" autoComplete="off" {...form.register('PRICE')} error={errors.PRICE?.message} />
          <TextInput
            label="Compare At Price"
            inputMode="decimal"
            autoComplete="off"
            {...form.register('COMPARE_AT_PRICE')}
            error={errors.COMPARE_AT_PRICE?.message}
          />
          <Controller
            control={form.control}
            name="EFFECTIVE_DATE"
            render={({ field }) => (
              <UsDateInput
                label="Date From"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.EFFECTIVE_DATE?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="BELOW_MAPP_ITEM_TAG"
          render={({ field }) => (
            <Radio.Group label="Below MAPP Item Tag" value={field.value} onChange={field.onChange}>
              <Group gap="lg" mt={4}>
                <Radio value="true" label="True" />
                <Radio value="false" label="False" />
              </Group>
            </Radio.Group>
          )}
        />
      </DialogForm>
      <LargeChangeDialog subject="price" {...check.dialog} />
    </>
  );
}

/** The Edit modal titled 'SKU: <sku>' (docs/functions/commerce-tools.md §2.1); also used to add a price. */
export function EditPriceDialog({ row, onClose }: { row: BulkPriceRow | 'new' | null; onClose: () => void }) {
  // While the modal fades out after a save the row is already gone: keep its title instead of a bare 'SKU:'.
  const [shown, setShown] = useState(row);
  if (row !== null && row !== shown) setShown(row);
  const title = shown === 'new' ? 'New Price' : `SKU: ${shown?.MODEL ?? ''}`;
  return (
    <FormDialog opened={row !== null} onClose={onClose} title={title} size="lg">
      {row && <PriceFormFields key={row === 'new' ? 'new' : row.ID} row={row} />}
    </FormDialog>
  );
}
