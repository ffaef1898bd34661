import { useMemo, useState } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { GIVEAWAY_PAGE_SIZE, GIVEAWAY_SORT_OPTIONS, type Giveaway, type GiveawaySortField } from '@console/contracts/giveaways.contract';
import type { SortOrder } from '@console/contracts/common/numbered-paging';
import { Banner, type BannerMessage } from '../../ui/banner';
import { failureText } from '../../ui/call-failure';
import { ListGrid } from '../../ui/list-grid';
import { ListPager } from '../../ui/list-pager';
import { LIST_URL_PARAMS, useListUrl } from '../../ui/list-url-state';
import { ListToolbar } from '../../ui/list-toolbar';
import { giveawayColumns } from './giveaway-columns';
import { GiveawayFormDialog, type GiveawayOutcome } from './giveaway-form-dialog';
import { useGiveawayList } from './giveaways-queries';
import { PrimaryButton } from '../../ui/page-primary';

/** docs/functions/codes-credits-knot-giveaways.md §9: search reloads after a 1-second pause. */
const SEARCH_DEBOUNCE_MS = 1000;
/** Newest first: the order after a create (docs/functions/codes-credits-knot-giveaways.md §4), and the first view. */
const NEWEST: ListState['sort'] = { sortField: 'createdDate', sortOrder: 'desc' };

interface ListState {
  sort: { sortField: GiveawaySortField; sortOrder: SortOrder };
  page: number;
}

/**
 * The sort and page live in the URL with the search: `sort=<option id>` and `page=<n>`,
 * both left out for the first view (newest first, page 1), so a reload or Back shows the same page.
 */
function listStateOf(params: URLSearchParams): ListState {
  const option = GIVEAWAY_SORT_OPTIONS.find((o) => String(o.id) === params.get(LIST_URL_PARAMS.sort));
  const page = Number.parseInt(params.get(LIST_URL_PARAMS.page) ?? '', 10);
  return { sort: option ? { sortField: option.sortField, sortOrder: option.sortOrder } : NEWEST, page: page > 1 ? page : 1 };
}

function listStateChange(state: ListState): Record<string, string | null> {
  const option = GIVEAWAY_SORT_OPTIONS.find((o) => o.sortField === state.sort.sortField && o.sortOrder === state.sort.sortOrder);
  return { [LIST_URL_PARAMS.sort]: option ? String(option.id) : null, [LIST_URL_PARAMS.page]: state.page > 1 ? String(state.page) : null };
}

/** docs/functions/codes-credits-knot-giveaways.md §2.4 Manage Giveaways: search, sort, paging, Add Giveaway, the list and its form. */
export function ManageGiveawaysTab() {
  // The search lives in the URL: a reload, Back or the palette's `?search=<name>` shows the same list.
  const [params, changeUrl] = useListUrl();
  const search = params.get(LIST_URL_PARAMS.search) ?? '';
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    // The URL changed under the screen (Back, the palette): the box shows what is searched.
    setShownSearch(search);
    setText(search);
  }
  const searchLater = useDebouncedCallback(
    (typed: string) => changeUrl({ [LIST_URL_PARAMS.search]: typed.trim() || null }),
    SEARCH_DEBOUNCE_MS,
  );
  const state = listStateOf(params);
  const setState = (next: ListState | ((old: ListState) => ListState)) =>
    changeUrl(listStateChange(typeof next === 'function' ? next(state) : next));
  const [form, setForm] = useState<{ giveaway: Giveaway | null } | null>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  const query = { search, ...state.sort, page: String(state.page), pageSize: String(GIVEAWAY_PAGE_SIZE) };
  const list = useGiveawayList(query);
  const answer = list.data;
  const pages = Math.max(1, Math.ceil((answer?.total ?? 0) / GIVEAWAY_PAGE_SIZE));
  const columns = useMemo(() => giveawayColumns((giveaway) => setForm({ giveaway })), []);
  const sortId = GIVEAWAY_SORT_OPTIONS.find((o) => o.sortField === state.sort.sortField && o.sortOrder === state.sort.sortOrder)?.id;

  const failure: BannerMessage | null = list.isError
    ? {
        status: 'critical',
        title: 'Error loading giveaways',
        text: failureText('Error loading giveaways', list.error),
        retry: () => void list.refetch(),
      }
    : answer && !answer.status
      ? { status: 'critical', title: 'Error querying giveaways', text: answer.msg }
      : null;

  const done = (outcome: GiveawayOutcome) => {
    if (outcome.kind === 'failed') return setBanner({ status: 'critical', title: outcome.title, text: outcome.text, retry: outcome.retry });
    setBanner({ status: 'success', title: outcome.msg });
    // After a create the list shows page 1, newest first (docs/functions/codes-credits-knot-giveaways.md §4); the dialogs close themselves.
    if (outcome.kind === 'created') setState({ sort: NEWEST, page: 1 });
  };

  return (
    <Stack gap="md">
      <Banner message={failure ?? banner} onClose={() => setBanner(null)} />
      <ListToolbar
        changesNote={false}
        filters={
          <>
            <TextInput
              aria-label="Search"
              placeholder="Search giveaways"
              w={280}
              maxLength={200}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                searchLater(e.currentTarget.value);
                if (state.page !== 1) setState((s) => ({ ...s, page: 1 }));
              }}
            />
            <Select
              aria-label="Sort"
              placeholder="Newest first"
              w={220}
              data={GIVEAWAY_SORT_OPTIONS.map((o) => ({ value: String(o.id), label: o.label }))}
              value={sortId === undefined ? null : String(sortId)}
              onChange={(value) => {
                const option = GIVEAWAY_SORT_OPTIONS.find((o) => String(o.id) === value);
                setState({ sort: option ? { sortField: option.sortField, sortOrder: option.sortOrder } : NEWEST, page: 1 });
              }}
            />
          </>
        }
        controls={<PrimaryButton onClick={() => setForm({ giveaway: null })}>Add Giveaway</PrimaryButton>}
      />
      <ListGrid
        rows={answer?.list ?? []}
        columnDefs={columns}
        getRowId={(g) => String(g.id)}
        loading={list.isPending || list.isFetching}
        failed={list.isError}
        label="Giveaways"
      />
      <ListPager
        pageText={`${Math.min(state.page, pages)} of ${pages}`}
        hasPrevious={answer?.hasPrevious === true}
        hasNext={answer?.hasNext === true}
        onPrevious={() => setState((s) => ({ ...s, page: s.page - 1 }))}
        onNext={() => setState((s) => ({ ...s, page: s.page + 1 }))}
      />
      <GiveawayFormDialog target={form} onDone={done} onClose={() => setForm(null)} />
    </Stack>
  );
}
