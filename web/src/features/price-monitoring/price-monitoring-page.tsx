import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, NumberInput, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FTP_CLIENTS, type PriceMonitoringSettings } from '@console/contracts/price-monitoring.contract';
import { logFailure } from '../../ui/log';
import { cardName } from '../../ui/card-name';
import { PageFrame } from '../../ui/page-frame';
import { TimedMessage, type TimedText } from '../../ui/timed-message';
import { transferPriceFeed, updatePriceMonitoringSettings, usePriceMonitoringSettings } from './price-monitoring-queries';

/** The menu's name for the screen, not the partner's. */
const TITLE = cardName('/priceSpider');

type Editable = Omit<PriceMonitoringSettings, 'downloadDir'>;
const CONNECTION: Array<keyof Editable> = ['priceSpiderHost', 'priceSpiderPort', 'priceSpiderUser', 'ftpClient'];
const EDITABLE: Array<keyof Editable> = [
  'wyomindProductFeedsUrl',
  'priceSpiderHost',
  'priceSpiderPort',
  'priceSpiderUser',
  'priceSpiderPassword',
  'uploadDir',
  'enable',
  'ftpClient',
];

/** The fields' labels, also where a message names a setting (a person reads the label, not the setting's key). */
const LABELS: Record<keyof PriceMonitoringSettings, string> = {
  wyomindProductFeedsUrl: 'Wyomind Product Feeds Url',
  priceSpiderHost: 'PriceSpider Host',
  priceSpiderPort: 'PriceSpider Port',
  priceSpiderUser: 'PriceSpider User',
  priceSpiderPassword: 'PriceSpider Password',
  uploadDir: 'PriceSpider Upload Directory',
  enable: 'Custom App Enable',
  ftpClient: 'FTP Client',
  downloadDir: 'Download Dir',
};
export const settingLabel = (setting: string): string => (setting in LABELS ? LABELS[setting as keyof PriceMonitoringSettings] : setting);

/** The settings that differ from the saved ones; a typed password always counts (the saved one is never shown). */
export function changedSettings(saved: Editable, edited: Editable): Partial<Editable> {
  return Object.fromEntries(
    EDITABLE.filter((k) => (k === 'priceSpiderPassword' ? edited[k] !== '' : edited[k] !== saved[k])).map((k) => [k, edited[k]]),
  );
}

const TRANSFER_OFF_ID = 'price-spider-transfer-off';
/** Why Update PriceSpider is off: the transfer runs only for an enabled custom app, as saved. */
export const TRANSFER_OFF = 'Update PriceSpider is off while Custom App Enable is off: tick it and choose Update Settings.';
export const TRANSFER_OFF_UNSAVED = 'Update PriceSpider is off until Custom App Enable is saved: choose Update Settings.';

/** /priceSpider (docs/functions/commerce-tools.md §2.12, §4, §8): the transfer settings, Update Settings and Update PriceSpider. */
export function PriceMonitoringPage() {
  const settings = usePriceMonitoringSettings();
  const saved = settings.data?.settings ?? null;
  const [edited, setEdited] = useState<Editable | null>(null);
  const [message, setMessage] = useState<TimedText | null>(null);
  const [detail, setDetail] = useState('');
  const [busy, setBusy] = useState<'save' | 'transfer' | null>(null);

  useEffect(() => {
    if (saved) setEdited({ ...saved, priceSpiderPassword: '' });
  }, [saved]);

  if (settings.isError) return <PageFrame title={TITLE}>{<Text c="red">Error getting settings: {settings.error.message}</Text>}</PageFrame>;
  if (!saved || !edited)
    return (
      <PageFrame title={TITLE}>
        {<Text c="dimmed">{settings.isLoading ? 'Please wait while loading' : 'No settings found.'}</Text>}
      </PageFrame>
    );

  const changes = changedSettings(saved, edited);
  // The server refuses a new destination for the saved password unless it is typed again.
  const needsPassword = Boolean(settings.data?.passwordSet) && edited.priceSpiderPassword === '' && CONNECTION.some((k) => k in changes);
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) => setEdited({ ...edited, [key]: value });

  async function updateSettings() {
    setBusy('save');
    setDetail('');
    try {
      const answer = await updatePriceMonitoringSettings(changes);
      if (answer.failed.length > 0) {
        setMessage({ text: `Not updated: ${answer.failed.map((f) => settingLabel(f.setting)).join(', ')}`, tone: 'error' });
        setDetail(answer.failed.map((f) => `${settingLabel(f.setting)}: ${f.reason ?? ''}`).join(' '));
      } else setMessage({ text: 'Settings updated', tone: 'success' });
      await settings.refetch();
    } catch (error) {
      logFailure('Error updating settings', error);
      setMessage({ text: 'Error updating settings', tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function transfer() {
    setBusy('transfer');
    setDetail('');
    try {
      const answer = await transferPriceFeed();
      setMessage(answer.status ? { text: 'PriceSpider updated', tone: 'success' } : { text: 'Error updating PriceSpider', tone: 'error' });
      setDetail(answer.msg);
    } catch (error) {
      logFailure('Error updating PriceSpider', error);
      setMessage({ text: 'Error updating PriceSpider', tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <PageFrame title={TITLE}>
      <Stack gap="md" maw={760}>
        <TextInput
          label={LABELS.wyomindProductFeedsUrl}
          value={edited.wyomindProductFeedsUrl}
          onChange={(e) => set('wyomindProductFeedsUrl', e.currentTarget.value)}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={LABELS.priceSpiderHost}
            value={edited.priceSpiderHost}
            onChange={(e) => set('priceSpiderHost', e.currentTarget.value)}
          />
          <NumberInput
            label={LABELS.priceSpiderPort}
            value={edited.priceSpiderPort}
            min={1}
            max={65535}
            allowDecimal={false}
            onChange={(v) => set('priceSpiderPort', Number(v) || 0)}
          />
          <TextInput
            label={LABELS.priceSpiderUser}
            value={edited.priceSpiderUser}
            onChange={(e) => set('priceSpiderUser', e.currentTarget.value)}
            autoComplete="off"
          />
          <PasswordInput
            label={LABELS.priceSpiderPassword}
            value={edited.priceSpiderPassword}
            placeholder={settings.data?.passwordSet ? 'Saved (type to replace)' : 'Not set'}
            onChange={(e) => set('priceSpiderPassword', e.currentTarget.value)}
            autoComplete="new-password"
            error={needsPassword ? 'Enter the password again to change the host, port, user or FTP client.' : undefined}
          />
          <TextInput label={LABELS.uploadDir} value={edited.uploadDir} onChange={(e) => set('uploadDir', e.currentTarget.value)} />
          <Select
            label={LABELS.ftpClient}
            data={[...FTP_CLIENTS]}
            value={edited.ftpClient}
            allowDeselect={false}
            onChange={(v) => set('ftpClient', v === 'SFTP' ? 'SFTP' : 'FTP')}
          />
        </SimpleGrid>
        <TextInput label={LABELS.downloadDir} value={saved.downloadDir} disabled />
        <Checkbox label={LABELS.enable} checked={edited.enable} onChange={(e) => set('enable', e.currentTarget.checked)} />
        <Group>
          <Button onClick={() => void updateSettings()} disabled={Object.keys(changes).length === 0} loading={busy === 'save'}>
            Update Settings
          </Button>
          <Button
            variant="default"
            onClick={() => void transfer()}
            disabled={!saved.enable || busy !== null}
            loading={busy === 'transfer'}
            aria-describedby={saved.enable ? undefined : TRANSFER_OFF_ID}
          >
            Update PriceSpider
          </Button>
        </Group>
        {!saved.enable && (
          <Text id={TRANSFER_OFF_ID} size="sm" c="dimmed">
            {edited.enable ? TRANSFER_OFF_UNSAVED : TRANSFER_OFF}
          </Text>
        )}
        <TimedMessage message={message} />
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </PageFrame>
  );
}
