import {
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  CustomEditorModule,
  ModuleRegistry,
  NumberEditorModule,
  PaginationModule,
  RowApiModule,
  RowAutoHeightModule,
  RowSelectionModule,
  SelectEditorModule,
  TextEditorModule,
  TextFilterModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

// Only what the console's grids use (AllCommunityModule put 282 KB gzip into the first list screen):
// rows held in the browser, checkbox selection, browser tooltips, cell styles, rows that grow, and for
// the whole-list grids cell editors, text filters and the grid's own pager. ag-grid-community is one
// file, so editors cannot go to a separate chunk: a module in use anywhere lands in the one grid chunk.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  RowApiModule,
  RowSelectionModule,
  TooltipModule,
  CellStyleModule,
  RowAutoHeightModule,
  TextEditorModule,
  NumberEditorModule,
  SelectEditorModule,
  CheckboxEditorModule,
  CustomEditorModule,
  TextFilterModule,
  PaginationModule,
]);
// Names a missing module in development; left out of the production build.
if (import.meta.env.DEV) ModuleRegistry.registerModules([ValidationModule]);
