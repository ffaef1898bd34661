/** A collection's handle from its title, as the search sync names the collection of a product type. */
export function collectionHandle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
