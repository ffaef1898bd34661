import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { changedKeys, saveDisplayNamesOptions, unsavedNamesText, type DisplayNamesSave } from './display-names-queries';
import { displayNameKeys } from './display-names-query-keys';

const save: DisplayNamesSave = { rows: [{ key: 'color', value: 'Colour' }], metaFieldId: 'v1' };

function setup() {
  const client = new QueryClient();
  client.setQueryData(displayNameKeys.list(), { data: save.rows, metaFieldId: 'v1' });
  const said: string[] = [];
  return { client, said };
}

describe('display names queries', () => {
  it('Save sends every entry with the version it was read at, then loads the entries again', async () => {
    const { client, said } = setup();
    const sent: DisplayNamesSave[] = [];
    const options = saveDisplayNamesOptions({
      queryClient: client,
      onSaved: () => said.push('saved'),
      onFailed: () => said.push('failed'),
      send: async (s) => sent.push(s),
    });
    await new MutationObserver(client, options).mutate(save);
    expect(sent).toEqual([save]);
    expect(said).toEqual(['saved']);
    expect(client.getQueryState(displayNameKeys.list())?.isInvalidated).toBe(true);
  });

  it('a refused save (a newer version) is reported and nothing is loaded again', async () => {
    const { client, said } = setup();
    const options = saveDisplayNamesOptions({
      queryClient: client,
      onSaved: () => said.push('saved'),
      onFailed: (error) => said.push(error.message),
      send: () => Promise.reject(new Error('Changed by someone else.')),
    });
    await expect(new MutationObserver(client, options).mutate(save)).rejects.toThrow();
    expect(said).toEqual(['Changed by someone else.']);
    expect(client.getQueryState(displayNameKeys.list())?.isInvalidated).toBe(false);
  });
});

describe('display names: what leaving would lose', () => {
  const read = [
    { key: 'color', value: 'Colour' },
    { key: 'size', value: 'Size' },
  ];
  it('counts only edits that differ from what was read', () => {
    expect(changedKeys(read, {})).toEqual([]);
    expect(changedKeys(read, { color: 'Colour' })).toEqual([]);
    expect(changedKeys(read, { color: 'Color', size: 'Size' })).toEqual(['color']);
  });
  it('names them', () => {
    expect(unsavedNamesText(['color'])).toBe('The unsaved display name of color will be lost.');
    expect(unsavedNamesText(['color', 'size'])).toBe('The unsaved display names of color and size will be lost.');
  });
});
