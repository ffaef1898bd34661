import {
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * A query's requested cost, close to Shopify's published rules: each object field costs 1, a
 * connection multiplies what is under it by its `first`/`last`, scalars and enums are free, and a
 * mutation costs 10 on top of what it selects.
 */
export function requestedCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const base = operation.operation === 'mutation' ? 10 : 0;
  return base + selectionCost(root, operation.selectionSet);

  function argValue(node: ValueNode | undefined): number | null {
    if (!node) return null;
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.VARIABLE) {
      const value = variables[node.name.value];
      return typeof value === 'number' ? value : null;
    }
    return null;
  }

  function selectionCost(type: GraphQLCompositeType, selectionSet: SelectionSetNode): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (condition && isCompositeType(condition)) total += selectionCost(condition, selection.selectionSet);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const condition = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && condition && isCompositeType(condition)) total += selectionCost(condition, fragment.selectionSet);
        continue;
      }
      if (!(isObjectType(type) || isInterfaceType(type)) || !selection.selectionSet) continue;
      const field = type.getFields()[selection.name.value];
      if (!field) continue;
      const fieldType = getNamedType(field.type);
      if (!isCompositeType(fieldType)) continue;
      const size = argValue(selection.arguments?.find((a) => a.name.value === 'first')?.value) ?? argValue(selection.arguments?.find((a) => a.name.value === 'last')?.value);
      const multiplier = fieldType.name.endsWith('Connection') ? (size ?? 1) : 1;
      total += 1 + multiplier * selectionCost(fieldType, selection.selectionSet);
    }
    return total;
  }
}
