import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '../../api/api-client';
import { logFailure } from '../../ui/log';
import { PageFrame } from '../../ui/page-frame';
import { TimedMessage, type TimedText } from '../../ui/timed-message';
import { useConfirm } from '../../ui/confirm-button';
import { MediaTable } from './media-table';
import { parseMedia, toRows, type MediaRow } from './media-rows';
import { loadProductMedia, saveProductMedia, type MediaProduct } from './product-media-queries';

/**
 * /productMedia (docs/functions/commerce-tools.md §2.6, §8): the product's media and its PIM media, edited and saved to the media
 * metafield.
 */
export function ProductMediaPage() {
  const [term, setTerm] = useState('');
  const [product, setProduct] = useState<MediaProduct | null>(null);
  const [existing, setExisting] = useState<MediaRow[]>([]);
  const [pim, setPim] = useState<MediaRow[]>([]);
  const [message, setMessage] = useState<TimedText | null>(null);
  const [detail, setDetail] = useState('');
  const [busy, setBusy] = useState(false);
  const { ask, dialog: resetQuestion } = useConfirm();

  async function load(handle: string) {
    setBusy(true);
    try {
      const loaded = await loadProductMedia(handle);
      setProduct(loaded.product);
      setExisting(loaded.existing);
      setPim(loaded.pim);
      if (!loaded.product) setMessage({ text: 'No Records Found', tone: 'error' });
    } catch (error) {
      logFailure('Loading the product media failed', error);
      setMessage({ text: 'Error', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function save(rows: MediaRow[]) {
    if (!product) return;
    setBusy(true);
    setDetail('');
    try {
      const saved = await saveProductMedia(product, rows);
      setMessage({ text: saved === 'updated' ? 'Product media data updated.' : 'Product media data saved.', tone: 'success' });
      setBusy(false);
      await load(product.handle);
    } catch (error) {
      logFailure('Saving the product media failed', error);
      setMessage({ text: 'Error', tone: 'error' });
      if (error instanceof ApiError && error.body) setDetail(error.body.message);
      setBusy(false);
    }
  }

  const trimmed = term.trim();
  return (
    <PageFrame title="Product Media" fullWidth>
      <Stack gap="lg" maw={1100}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) void load(trimmed);
          }}
        >
          <Group gap="xs">
            <TextInput
              aria-label="SKU or handle"
              placeholder="Enter product SKU or handle"
              value={term}
              maxLength={60}
              w={360}
              onChange={(e) => setTerm(e.currentTarget.value)}
            />
            <Button type="submit" disabled={!trimmed} loading={busy && !product}>
              Search
            </Button>
          </Group>
        </form>
        <TimedMessage message={message} />
        {detail && (
          <Text size="sm" c="red">
            {detail}
          </Text>
        )}
        {product && (
          <>
            <Text fw={500}>
              {product.title} ({product.handle})
            </Text>
            <MediaTable
              title="Existing Media"
              rows={existing}
              onChange={setExisting}
              actions={
                <>
                  <Button onClick={() => void save(existing)} loading={busy}>
                    Save
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => {
                      const saved = toRows(parseMedia(product.metafield?.value));
                      // Nothing edited: nothing to lose, so no question.
                      if (JSON.stringify(saved) === JSON.stringify(existing)) return setExisting(saved);
                      ask({
                        title: `Reset the existing media of ${product.title}?`,
                        message: 'Your unsaved edits to its alt texts, sort order and actions will be lost.',
                        confirmLabel: 'Reset',
                        keepLabel: 'Keep editing',
                        onConfirm: () => setExisting(saved),
                      });
                    }}
                    disabled={busy}
                  >
                    Reset
                  </Button>
                </>
              }
            />
            <MediaTable
              title="Salsify"
              rows={pim}
              onChange={setPim}
              actions={
                <Button onClick={() => void save(pim)} loading={busy} disabled={pim.length === 0}>
                  Save
                </Button>
              }
            />
          </>
        )}
      </Stack>
      {resetQuestion}
    </PageFrame>
  );
}
