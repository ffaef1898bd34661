/** The palette's data layer: the records the server finds for the text typed (Ctrl+K). */
import { useQuery } from '@tanstack/react-query';
import type { paletteContract } from '@console/contracts/palette.contract';
import { PALETTE_QUERY_MAX_LENGTH, paletteRoutes } from '@console/contracts/palette.routes';
import { sendCall } from '../../api/api-client';
import { paletteKeys } from './palette-query-keys';

/** Text worth sending: trimmed, at least two characters (one finds too much), within the contract's limit. */
export function paletteQueryText(typed: string): string | null {
  const q = typed.trim();
  return q.length >= 2 && q.length <= PALETTE_QUERY_MAX_LENGTH ? q : null;
}

/** Records for the (debounced) text; nothing is asked for text too short to mean anything. */
export function usePaletteRecords(typed: string) {
  const q = paletteQueryText(typed);
  return useQuery({
    queryKey: paletteKeys.list({ text: q }),
    // From the route alone: the palette preloads while the first screen idles, without zod.
    queryFn: ({ signal }) => sendCall<typeof paletteContract.find>(paletteRoutes.find, { query: { q: q ?? '' }, signal }),
    enabled: q !== null,
    staleTime: 10_000,
  });
}
