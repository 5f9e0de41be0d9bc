/** The id of the empty element that ends every page's layout, after the footer (PERF-17, README.md). */
export const PAGE_END_ID = '__page_end';
