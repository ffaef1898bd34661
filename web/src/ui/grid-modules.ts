import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  RowApiModule,
  RowAutoHeightModule,
  RowSelectionModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

// Only what the console's grids use (AllCommunityModule put 282 KB gzip into the first list screen):
// rows held in the browser, checkbox selection, browser tooltips, cell styles, rows that grow.
// ag-grid-community is one file, so a module registered anywhere lands in the one grid chunk every list
// loads: cells are edited through renderers (grid-edit-cells.tsx), whole lists filtered and paged by
// ListGrid, never by the grid's editor, filter or pagination modules (about 48 KB gzip).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  RowApiModule,
  RowSelectionModule,
  TooltipModule,
  CellStyleModule,
  RowAutoHeightModule,
]);
// Names a missing module in development; left out of the production build.
if (import.meta.env.DEV) ModuleRegistry.registerModules([ValidationModule]);
