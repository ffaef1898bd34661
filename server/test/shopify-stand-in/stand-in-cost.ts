import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** Shopify's single-query limit: a query that requests more is refused with MAX_COST_EXCEEDED. */
export const MAX_QUERY_COST = 1000;

/** Shopify's largest page: what a connection without a size is priced at (the store refuses such a query anyway). */
const LARGEST_PAGE = 250;

export interface CostReport {
  cost: number;
  /** Connections selected with no `first`/`last` (as a bulk query selects them), priced at the largest page. */
  unsized: string[];
  /** Sizes given by a variable that has no value here, priced at the largest page. */
  unpriced: string[];
  /** Connections selected with a size. */
  sized: number;
}

/**
 * A document's requested cost by Shopify's calculated-cost rules (docs/outside-interfaces.md 'Shopify'), the worst case:
 * a scalar or enum costs 0; an object 1 plus what is selected under it; a connection 2 plus
 * `first` (or `last`) × the cost of one node, its pageInfo included in the 2; a list field with
 * `first` that many × its item; an interface or union the most expensive of its possible types
 * (inline fragments on different types are alternatives, not a sum); a mutation field 10 plus what
 * its payload selects. Sizes given as variables are priced at the values in `variables`.
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  return costReport(schema, document, operation, variables).cost;
}

export function costReport(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): CostReport {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const unsized: string[] = [];
  const unpriced: string[] = [];
  let sized = 0;
  const isMutation = operation.operation === 'mutation';
  const root = isMutation ? schema.getMutationType() : schema.getQueryType();
  if (!root) return { cost: 0, unsized, unpriced, sized };
  const cost = objectSelectionCost(root, operation.selectionSet, isMutation);
  return { cost, unsized, unpriced, sized };

  function size(field: FieldNode): number | null {
    for (const name of ['first', 'last']) {
      const node = field.arguments?.find((a) => a.name.value === name)?.value;
      if (node) return intValue(node, `${field.name.value}(${name})`);
    }
    return null;
  }

  function intValue(node: ValueNode, where: string): number {
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.VARIABLE) {
      const value = variables[node.name.value];
      if (typeof value === 'number') return value;
      unpriced.push(`${where} = $${node.name.value}`);
    } else unpriced.push(where);
    return LARGEST_PAGE;
  }

  /** Whether a fragment with this type condition applies to objects of `type`. */
  function applies(condition: string | undefined, type: GraphQLObjectType): boolean {
    if (!condition || condition === type.name) return true;
    const abstract = schema.getType(condition);
    return !!abstract && isAbstractType(abstract) && schema.isSubType(abstract, type);
  }

  /** The fields selected on an object of `type`, fragments that apply to it flattened in. */
  function fieldsOn(type: GraphQLObjectType, selectionSet: SelectionSetNode, into: FieldNode[] = []): FieldNode[] {
    for (const selection of selectionSet.selections as readonly SelectionNode[]) {
      if (selection.kind === Kind.FIELD) into.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type)) fieldsOn(type, selection.selectionSet, into);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && applies(fragment.typeCondition.name.value, type)) fieldsOn(type, fragment.selectionSet, into);
      }
    }
    return into;
  }

  /** What is selected under a composite type: for an interface or union, its most expensive possible type. */
  function selectionCost(type: GraphQLCompositeType, selectionSet: SelectionSetNode): number {
    if (isObjectType(type)) return objectSelectionCost(type, selectionSet, false);
    let most = 0;
    for (const possible of schema.getPossibleTypes(type)) most = Math.max(most, objectSelectionCost(possible, selectionSet, false));
    return most;
  }

  function objectSelectionCost(type: GraphQLObjectType, selectionSet: SelectionSetNode, mutationRoot: boolean): number {
    let total = 0;
    const fields = type.getFields();
    for (const node of fieldsOn(type, selectionSet)) {
      const field = fields[node.name.value];
      if (field) total += fieldCost(field, node, mutationRoot);
    }
    return total;
  }

  function fieldCost(field: GraphQLField<unknown, unknown>, node: FieldNode, mutationRoot: boolean): number {
    const named = getNamedType(field.type);
    const under = isCompositeType(named) && node.selectionSet ? node.selectionSet : null;
    if (mutationRoot) return 10 + (under && isCompositeType(named) ? selectionCost(named, under) : 0);
    if (!under || !isCompositeType(named)) return 0;
    if (isConnection(named)) {
      const { item, once } = connectionCost(named, under);
      const first = size(node);
      if (first !== null) sized += 1;
      return 2 + (first ?? unsizedConnection(node)) * item + once;
    }
    const item = 1 + selectionCost(named, under);
    return isListType(getNullableType(field.type)) ? (size(node) ?? 1) * item : item;
  }

  function unsizedConnection(node: FieldNode): number {
    unsized.push(`${node.name.value}(first)`);
    return LARGEST_PAGE;
  }

  /** One node of a connection (its `nodes` item and its `edges { node }`, as selected; pageInfo is in the 2), and what it selects beside them. */
  function connectionCost(connection: GraphQLObjectType, selectionSet: SelectionSetNode): { item: number; once: number } {
    let item = 0;
    let once = 0;
    const fields = connection.getFields();
    for (const node of fieldsOn(connection, selectionSet)) {
      const name = node.name.value;
      if (name === 'pageInfo') continue;
      const field = fields[name];
      if (!field) continue;
      const named = getNamedType(field.type);
      if (name === 'edges' && isObjectType(named) && node.selectionSet) {
        // The edge itself is bookkeeping (its cursor a scalar); its node is the item.
        item += objectSelectionCost(named, node.selectionSet, false);
      } else if (name === 'nodes' && isCompositeType(named) && node.selectionSet) {
        item += 1 + selectionCost(named, node.selectionSet);
      } else once += fieldCost(field, node, false);
    }
    return { item, once };
  }
}

function isConnection(type: GraphQLCompositeType): type is GraphQLObjectType {
  return isObjectType(type) && type.name.endsWith('Connection') && 'pageInfo' in type.getFields();
}
