import { useState } from 'react';
import { Alert, Checkbox, Group, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MAX,
  MAX_PACKAGE_POUNDS,
  PHONE_INPUT_MAX,
  RETURN_MESSAGES,
  ZIP_INPUT_MAX,
  type OrderDetails,
} from '@console/contracts/returns.contract';
import { US_STATES } from '@console/contracts/common/us-states';
import { ApiError } from '../../api/api-client';
import { DialogActions } from '../../ui/dialog-actions';
import { logFailure } from '../../ui/log';
import { useTimedMessage } from '../../ui/timed-message';
import { useCreateReturn } from './returns-queries';
import { addressForm, canSubmit, returnableLines, submitProblem, type AddressForm, type LineChoice } from './return-form';

/** docs/functions/commerce-tools.md §4: error banners vanish after 4 s. */
export const BANNER_MS = 4000;
const STATE_OPTIONS = [
  { value: '', label: 'Select a state' },
  ...US_STATES.map((s) => ({ value: s.code, label: `${s.code} - ${s.name}` })),
];
/** Refusals shown in the banner as the server words them (the weight one goes on to say what lifts the limit). */
const isBannerMessage = (message: string) => message === RETURN_MESSAGES.addressMissing || message.startsWith(RETURN_MESSAGES.tooHeavy);
type AddressField = 'address1' | 'city' | 'provinceCode' | 'zip' | 'phone';

interface FormProps {
  order: OrderDetails;
  onDone: () => void;
  onGenericError: () => void;
  onClose: () => void;
}

function CreateReturnForm({ order, onDone, onGenericError, onClose }: FormProps) {
  const lines = returnableLines(order);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [allUnique, setAllUnique] = useState(false);
  const [editAddress, setEditAddress] = useState(false);
  // One key per opened dialog: a retried submit never buys a second label.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const banner = useTimedMessage(BANNER_MS);
  const ship = order.shippingAddress;
  const form = useForm<AddressForm>({
    resolver: zodResolver(addressForm),
    defaultValues: {
      address1: ship?.address1 ?? '',
      city: ship?.city ?? '',
      provinceCode: ship?.provinceCode ?? '',
      zip: ship?.zip ?? '',
      phone: ship?.phone ?? '',
      countryCodeV2: 'US',
    },
  });
  const choose = (id: string, change: Partial<LineChoice>) =>
    setChoices((prev) => ({ ...prev, [id]: { returningQty: 0, unique: false, ...prev[id], ...change } }));

  const create = useCreateReturn();
  const onSuccess = (answer: { success: boolean; upsError: boolean }) => {
    if (answer.success) onDone();
    else if (answer.upsError) banner.show(RETURN_MESSAGES.carrier, 'error');
    else onGenericError();
  };
  const onError = (error: Error) => {
    logFailure('Creating the return failed', error);
    const body = error instanceof ApiError && error.status === 400 ? error.body : null;
    const fields = Object.entries(body?.fieldErrors ?? {}).filter(([k]) => k.startsWith('body.shippingAddress.'));
    if (body && isBannerMessage(body.message)) banner.show(body.message, 'error');
    else if (fields.length)
      for (const [k, message] of fields) form.setError(k.replace('body.shippingAddress.', '') as AddressField, { message });
    else onGenericError();
  };
  const send = (shippingAddress: AddressForm | null) =>
    create.mutate(
      {
        orderDetails: { ...order, ...(shippingAddress ? { shippingAddress } : {}) },
        lineItems: lines
          .filter((l) => (choices[l.id]?.returningQty ?? 0) > 0)
          .map((l) => ({
            id: l.id,
            returningQty: choices[l.id]?.returningQty ?? 0,
            uniqueisChecked1: allUnique || (choices[l.id]?.unique ?? false),
          })),
        orderId: order.id,
        editShippingAdress: editAddress,
        isChecked1: allUnique,
        idempotencyKey,
      },
      { onSuccess, onError },
    );

  async function onSubmit() {
    let address: AddressForm | null = null;
    if (editAddress) {
      if (!(await form.trigger())) return;
      address = form.getValues();
    }
    const effective = address ?? {
      address1: ship?.address1 ?? '',
      city: ship?.city ?? '',
      provinceCode: ship?.provinceCode ?? '',
      zip: ship?.zip ?? '',
      countryCodeV2: ship?.countryCodeV2 ?? '',
    };
    const problem = submitProblem(order, { ...effective, countryCodeV2: effective.countryCodeV2 ?? 'US' }, lines, choices, allUnique);
    if (problem) banner.show(problem, 'error');
    else send(address);
  }

  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="md">
        {banner.message && (
          <Alert color="red" role="alert" py="xs">
            {banner.message.text}
          </Alert>
        )}
        <Table withTableBorder aria-label="Items to return">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th w={190}>Returning</Table.Th>
              <Table.Th w={110}>Unique Tracking Numbers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {l.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {l.sku} · {l.variant.weight} {l.variant.weightUnit.toLowerCase()} each
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <NumberInput
                      aria-label={`Returning quantity of ${l.sku}`}
                      min={0}
                      max={l.remainingQty}
                      clampBehavior="strict"
                      allowDecimal={false}
                      allowNegative={false}
                      w={90}
                      value={choices[l.id]?.returningQty ?? 0}
                      onChange={(v) => choose(l.id, { returningQty: Number(v) || 0 })}
                    />
                    <Text size="sm">/{l.remainingQty}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Unique Tracking Numbers for ${l.sku}`}
                    checked={allUnique || (choices[l.id]?.unique ?? false)}
                    disabled={allUnique}
                    onChange={(e) => choose(l.id, { unique: e.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap="xl">
          <Checkbox
            label="ALL Unique Tracking Numbers"
            description={`Every item in its own package: the ${MAX_PACKAGE_POUNDS} lbs limit does not apply.`}
            checked={allUnique}
            onChange={(e) => setAllUnique(e.currentTarget.checked)}
          />
          <Checkbox
            label="Edit Customer Shipping Address"
            checked={editAddress}
            onChange={(e) => setEditAddress(e.currentTarget.checked)}
          />
        </Group>
        {editAddress && (
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Country/region" value="United States" disabled />
            <TextInput label="Address" maxLength={ADDRESS_MAX} {...form.register('address1')} error={errors.address1?.message} />
            <TextInput label="City" maxLength={ADDRESS_MAX} {...form.register('city')} error={errors.city?.message} />
            <NativeSelect label="State" data={STATE_OPTIONS} {...form.register('provinceCode')} error={errors.provinceCode?.message} />
            <TextInput
              label="ZIP code"
              maxLength={ZIP_INPUT_MAX}
              inputMode="numeric"
              {...form.register('zip')}
              error={errors.zip?.message}
            />
            <TextInput
              label="Phone"
              maxLength={PHONE_INPUT_MAX}
              inputMode="tel"
              {...form.register('phone')}
              error={errors.phone?.message}
            />
          </SimpleGrid>
        )}
        <DialogActions saving={create.isPending} blocked={!canSubmit(lines, choices)} onClose={onClose} />
      </Stack>
    </form>
  );
}

export interface CreateReturnDialogProps {
  order: OrderDetails | null;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
  onGenericError: () => void;
}

/** docs/functions/commerce-tools.md §2.5: the Create Return modal. */
export function CreateReturnDialog({ order, opened, onClose, onDone, onGenericError }: CreateReturnDialogProps) {
  return (
    <Modal opened={opened && order !== null} onClose={onClose} title={`Create Return${order ? ` for ${order.name}` : ''}`} size="xl">
      {opened && order && <CreateReturnForm order={order} onClose={onClose} onDone={onDone} onGenericError={onGenericError} />}
    </Modal>
  );
}
