import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-client';
import { invalidateKeys } from '../../ui/save-mutation';
import {
  definitionChanges,
  activeFailedText,
  collectionName,
  copiedText,
  definitionSavedText,
  filterSavedText,
  optionsSavedText,
  pendingUpdateText,
  refusalOf,
} from './search-filters-queries';
import { filterKeys } from './search-filters-query-keys';

describe('search filters queries', () => {
  it('names the filter and the collection (by title) in what changed', () => {
    const collections = [{ id: 'gid://c/1', title: 'Power Tools' }];
    expect(collectionName(collections, 'gid://c/1')).toBe('Power Tools');
    expect(collectionName(collections, 'gid://c/9')).toBe('gid://c/9');
    expect(filterSavedText('Color', 'Power Tools')).toBe('Saved filter Color on Power Tools.');
    expect(optionsSavedText('Color', 'Power Tools')).toBe('Saved the options of filter Color on Power Tools.');
    expect(definitionSavedText('SOLR', 'Color')).toBe('Saved the SOLR settings of filter Color for every collection.');
    expect(pendingUpdateText(['Rating'])).toBe('The pending Update Collections for filter Rating will be lost.');
    expect(pendingUpdateText(['Rating', 'Color'])).toBe('The pending Update Collections for filters Rating and Color will be lost.');
    expect(activeFailedText('Color', false)).toBe('Deactivating filter Color failed');
  });

  it('keeps the documented copy answer and adds what went where', () => {
    expect(copiedText('Configuration copied to 2 collections.', ['Color', 'Size'], 'Power Tools', ['Hand Tools', 'Garden'])).toBe(
      'Configuration copied to 2 collections. Copied Color, Size of Power Tools to Hand Tools, Garden.',
    );
  });

  it("a refused add or remove shows the server's msg, else the error's message", () => {
    expect(
      refusalOf(
        new ApiError(400, { status: false, msg: 'Filter Warranty is locked.' } as unknown as ConstructorParameters<typeof ApiError>[1]),
      ),
    ).toEqual({ status: false, msg: 'Filter Warranty is locked.' });
    expect(refusalOf(new Error('offline'))).toEqual({ status: false, msg: 'offline' });
  });

  it('keys every query of the screen under one root', () => {
    expect(filterKeys.list({ collection: 'gid://c/1' }).slice(0, 1)).toEqual(filterKeys.all);
  });

  it("a definition change makes stale the definitions and the collections' filters, not the collections; SOLR also the previews", async () => {
    const client = new QueryClient();
    const preview = filterKeys.named('preview', { collection: 'gid://c/1', query: 'drill' });
    client.setQueryData(filterKeys.named('definitions'), []);
    client.setQueryData(filterKeys.list({ collection: 'gid://c/1' }), []);
    client.setQueryData(filterKeys.named('collections'), []);
    client.setQueryData(preview, {});
    await invalidateKeys(client, definitionChanges('UI'));
    expect(client.getQueryState(filterKeys.named('definitions'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(filterKeys.list({ collection: 'gid://c/1' }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(filterKeys.named('collections'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(preview)?.isInvalidated).toBe(false);
    await invalidateKeys(client, definitionChanges('SOLR'));
    expect(client.getQueryState(preview)?.isInvalidated).toBe(true);
    expect(client.getQueryState(filterKeys.named('collections'))?.isInvalidated).toBe(false);
  });
});
