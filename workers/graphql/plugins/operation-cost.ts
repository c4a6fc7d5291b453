/**
 * The static cost of an operation (decision 007, docs/partner-api.md): every field costs 1, and
 * what is selected below a list field counts once per item it may return — its `first`
 * argument (variables and schema defaults applied), else the schema's `@listSize` hint, else
 * DEFAULT_LIST_SIZE.
 * `__typename` and introspection cost nothing: they never reach the api.
 */
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isListType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import { DEFAULT_LIST_SIZE } from "./limits-config";

/** The schema's `@listSize(assumedSize: N)` hint of a list field, if it has one. */
function assumedListSize(field: GraphQLField<unknown, unknown>): number | undefined {
  const directive = field.astNode?.directives?.find((node) => node.name.value === "listSize");
  const argument = directive?.arguments?.find((node) => node.name.value === "assumedSize");
  return argument?.value.kind === Kind.INT ? Number(argument.value.value) : undefined;
}

/** The cost, or undefined when the operation or its variables are invalid (execution reports that). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variableValues: Record<string, unknown> | null | undefined,
): number | undefined {
  const operation = getOperationAST(document, operationName);
  const rootType = operation && schema.getRootType(operation.operation);
  if (!operation || !rootType) return undefined;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {});
  if (variables.errors) return undefined;
  const coerced = variables.coerced;

  const fragmentDefinitions = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragmentDefinitions.set(definition.name.value, definition);
  }
  const fragmentCosts = new Map<string, number>();
  const costing = new Set<string>();

  const listSize = (field: GraphQLField<unknown, unknown>, node: FieldNode): number => {
    if (!isListType(getNullableType(field.type))) return 1;
    const assumed = assumedListSize(field) ?? DEFAULT_LIST_SIZE;
    if (!field.args.some((arg) => arg.name === "first")) return assumed;
    try {
      const first: unknown = getArgumentValues(field, node, coerced).first;
      return typeof first === "number" && first >= 0 ? first : assumed;
    } catch {
      return assumed;
    }
  };

  const selectionCost = (selectionSet: SelectionSetNode, parentType: GraphQLCompositeType): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith("__")) continue;
        const field = "getFields" in parentType ? parentType.getFields()[selection.name.value] : undefined;
        if (!field) continue;
        const fieldType = getNamedType(field.type);
        const below =
          selection.selectionSet && isCompositeType(fieldType) ? selectionCost(selection.selectionSet, fieldType) : 0;
        cost += 1 + listSize(field, selection) * below;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += selectionCost(selection.selectionSet, typeCondition(selection.typeCondition?.name.value) ?? parentType);
      } else {
        cost += fragmentCost(selection.name.value);
      }
    }
    return cost;
  };

  const typeCondition = (name: string | undefined): GraphQLCompositeType | undefined => {
    const type = name ? schema.getType(name) : undefined;
    return type && isCompositeType(type) ? type : undefined;
  };

  const fragmentCost = (name: string): number => {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragmentDefinitions.get(name);
    const type = typeCondition(fragment?.typeCondition.name.value);
    if (!fragment || !type || costing.has(name)) return 0;
    costing.add(name);
    const cost = selectionCost(fragment.selectionSet, type);
    costing.delete(name);
    fragmentCosts.set(name, cost);
    return cost;
  };

  return selectionCost(operation.selectionSet, rootType);
}
