import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, NumberInput, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FTP_CLIENTS, type PriceMonitoringSettings } from '@console/contracts/price-monitoring.contract';
import { logFailure } from '../../ui/log';
import { cardName } from '../../ui/card-name';
import { PageFrame } from '../../ui/page-frame';
import { TimedMessage, type TimedText } from '../../ui/timed-message';
import { transferPriceFeed, updatePriceMonitoringSettings, usePriceMonitoringSettings } from './price-monitoring-queries';

/** The menu's name for the screen (issue 26), not the partner's. */
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

/** The settings that differ from the saved ones; a typed password always counts (the saved one is never shown). */
export function changedSettings(saved: Editable, edited: Editable): Partial<Editable> {
  return Object.fromEntries(
    EDITABLE.filter((k) => (k === 'priceSpiderPassword' ? edited[k] !== '' : edited[k] !== saved[k])).map((k) => [k, edited[k]]),
  );
}

/** /priceSpider (spec 3 §2.12, §4, §8): the transfer settings, Update Settings and Update PriceSpider. */
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
  // The server refuses a new destination for the saved password unless it is typed again (issue 15).
  const needsPassword = Boolean(settings.data?.passwordSet) && edited.priceSpiderPassword === '' && CONNECTION.some((k) => k in changes);
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) => setEdited({ ...edited, [key]: value });

  async function updateSettings() {
    setBusy('save');
    setDetail('');
    try {
      const answer = await updatePriceMonitoringSettings(changes);
      if (answer.failed.length > 0) {
        setMessage({ text: `Not updated: ${answer.failed.map((f) => f.setting).join(', ')}`, tone: 'error' });
        setDetail(answer.failed.map((f) => `${f.setting}: ${f.reason ?? ''}`).join(' '));
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
          label="Wyomind Product Feeds Url"
          value={edited.wyomindProductFeedsUrl}
          onChange={(e) => set('wyomindProductFeedsUrl', e.currentTarget.value)}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="PriceSpider Host"
            value={edited.priceSpiderHost}
            onChange={(e) => set('priceSpiderHost', e.currentTarget.value)}
          />
          <NumberInput
            label="PriceSpider Port"
            value={edited.priceSpiderPort}
            min={1}
            max={65535}
            allowDecimal={false}
            onChange={(v) => set('priceSpiderPort', Number(v) || 0)}
          />
          <TextInput
            label="PriceSpider User"
            value={edited.priceSpiderUser}
            onChange={(e) => set('priceSpiderUser', e.currentTarget.value)}
            autoComplete="off"
          />
          <PasswordInput
            label="PriceSpider Password"
            value={edited.priceSpiderPassword}
            placeholder={settings.data?.passwordSet ? 'Saved (type to replace)' : 'Not set'}
            onChange={(e) => set('priceSpiderPassword', e.currentTarget.value)}
            autoComplete="new-password"
            error={needsPassword ? 'Enter the password again to change the host, port, user or FTP client.' : undefined}
          />
          <TextInput
            label="PriceSpider Upload Directory"
            value={edited.uploadDir}
            onChange={(e) => set('uploadDir', e.currentTarget.value)}
          />
          <Select
            label="FTP Client"
            data={[...FTP_CLIENTS]}
            value={edited.ftpClient}
            allowDeselect={false}
            onChange={(v) => set('ftpClient', v === 'SFTP' ? 'SFTP' : 'FTP')}
          />
        </SimpleGrid>
        <TextInput label="Download Dir" value={saved.downloadDir} disabled />
        <Checkbox label="Custom App Enable" checked={edited.enable} onChange={(e) => set('enable', e.currentTarget.checked)} />
        <Group>
          <Button onClick={() => void updateSettings()} disabled={Object.keys(changes).length === 0} loading={busy === 'save'}>
            Update Settings
          </Button>
          <Button variant="default" onClick={() => void transfer()} disabled={!saved.enable || busy !== null} loading={busy === 'transfer'}>
            Update PriceSpider
          </Button>
        </Group>
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
