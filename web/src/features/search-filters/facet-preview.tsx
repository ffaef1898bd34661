import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFacetPreview } from './search-filters-queries';

/** What the search index answers for the collection with its pushed filters: the facets a shopper sees. */
export function FacetPreview({ collection }: { collection: string }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const preview = useFacetPreview(collection, query);
  return (
    <Card withBorder padding="md" component="section" aria-label="Search preview">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={5}>Search preview</Title>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(text.trim());
            }}
          >
            <Group gap="xs">
              <TextInput
                aria-label="Preview search"
                placeholder="Search products"
                size="xs"
                value={text}
                maxLength={60}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Button type="submit" size="xs" variant="default">
                Preview
              </Button>
            </Group>
          </form>
        </Group>
        <Text size="sm" c="dimmed">
          {preview.data
            ? preview.data.total === 0 && !query
              ? 'No products of this collection in the search index yet: run the SOLR sync, then Update Collections.'
              : `${preview.data.total} products found; filters as last pushed with Update Collections.`
            : preview.isError
              ? 'The search index did not answer.'
              : 'Please wait while loading'}
        </Text>
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
          {preview.data?.facets.map((facet) => (
            <Stack key={facet.name} gap={4}>
              <Text fw={600} size="sm">
                {facet.label}
              </Text>
              {facet.values.slice(0, 8).map((v) => (
                <Group key={v.value} gap={6} wrap="nowrap">
                  <Text size="sm">{v.label}</Text>
                  <Badge size="xs" variant="light">
                    {v.count}
                  </Badge>
                </Group>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
