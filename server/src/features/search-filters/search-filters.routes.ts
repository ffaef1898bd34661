import type { FastifyInstance } from 'fastify';
import { searchFiltersContract as c } from '@console/contracts/search-filters.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { definitions, setDefinitionActive, updateDefinitionSolr, updateDefinitionUi } from './search-filter-definitions.service';
import {
  collectionFilters,
  copyConfiguration,
  includeFilter,
  listCollections,
  previewCollection,
  pushConfiguration,
  removeFilter,
  updateCollectionFilter,
  updateFilterOptions,
} from './search-filters.service';

const filterName = (filter: string | { name: string }) => (typeof filter === 'string' ? filter : filter.name);

export function registerSearchFilterRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, c.collections, ({ ctx }) => listCollections(ctx));
  registerCall(app, c.collectionFilters, ({ ctx, params }) => collectionFilters(ctx, params.id));
  // A refused add or remove answers 400 with the same shape; the screen shows its msg (docs/functions/commerce-tools.md §7).
  registerCall(app, c.include, async ({ ctx, params, body, operator, reply }) => {
    const answer = await includeFilter(ctx, operator, params.id, body.name);
    if (!answer.status) reply.code(400);
    return answer;
  });
  registerCall(app, c.remove, async ({ ctx, params, body, operator, reply }) => {
    const answer = await removeFilter(ctx, operator, params.id, body.name);
    if (!answer.status) reply.code(400);
    return answer;
  });
  registerCall(app, c.updateFilter, ({ ctx, params, body, operator }) => updateCollectionFilter(ctx, operator, params.id, body));
  registerCall(app, c.updateOptions, ({ ctx, params, body, operator }) =>
    updateFilterOptions(ctx, operator, params.id, filterName(body.filter), body.options),
  );
  registerCall(app, c.copy, ({ ctx, body, operator }) => copyConfiguration(ctx, operator, body));
  registerCall(app, c.definitions, ({ ctx }) => definitions(ctx));
  registerCall(app, c.setActive, ({ ctx, body, operator }) => setDefinitionActive(ctx, operator, body.name, body.active));
  registerCall(app, c.updateDefinitionUi, ({ ctx, body, operator }) => updateDefinitionUi(ctx, operator, body));
  registerCall(app, c.updateDefinitionSolr, ({ ctx, body, operator }) => updateDefinitionSolr(ctx, operator, body));
  registerCall(app, c.updateCollections, ({ ctx, operator }) => pushConfiguration(ctx, operator));
  registerCall(app, c.preview, ({ ctx, params, query }) => previewCollection(ctx, params.id, query.q, query.selected));
}
