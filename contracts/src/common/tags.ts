/** Value of the first `key:value` tag with this key. */
export function tagValue(tags: readonly string[], key: string): string | undefined {
  const prefix = `${key}:`;
  const tag = tags.find((t) => t.startsWith(prefix));
  return tag === undefined ? undefined : tag.slice(prefix.length);
}
