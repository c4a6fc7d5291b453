/**
 * Depth and aliases of an operation, following fragments (decision 007). Introspection
 * (`__schema`, `__type`) is left out of the depth: graphql-js's MaxIntrospectionDepthRule already
 * bounds it, and GraphiQL's introspection query is 15 fields deep. Fragments are measured once
 * each, so a document of fragments spread many times cannot make the walk exponential.
 */
import { Kind, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";

export interface OperationShape {
  /** Deepest chain of nested fields; `{ classes { location { name } } }` is 3. */
  depth: number;
  /** Aliased fields, counting a fragment once per spread. */
  aliases: number;
}

type FragmentLookup = (name: string) => FragmentDefinitionNode | null | undefined;

const shapes = new WeakMap<OperationDefinitionNode, OperationShape>();

export function operationShape(operation: OperationDefinitionNode, getFragment: FragmentLookup): OperationShape {
  let shape = shapes.get(operation);
  if (!shape) {
    const fragments = new Map<string, OperationShape>();
    const measuring = new Set<string>();

    const measure = (selectionSet: SelectionSetNode): OperationShape => {
      let depth = 0;
      let aliases = 0;
      for (const selection of selectionSet.selections) {
        let inner: OperationShape = { depth: 0, aliases: 0 };
        if (selection.kind === Kind.FIELD) {
          const introspection = selection.name.value.startsWith("__");
          const below = selection.selectionSet && !introspection ? measure(selection.selectionSet) : { depth: 0, aliases: 0 };
          inner = { depth: introspection ? 0 : 1 + below.depth, aliases: below.aliases + (selection.alias ? 1 : 0) };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet);
        } else {
          inner = measureFragment(selection.name.value);
        }
        depth = Math.max(depth, inner.depth);
        aliases += inner.aliases;
      }
      return { depth, aliases };
    };

    const measureFragment = (name: string): OperationShape => {
      const known = fragments.get(name);
      if (known) return known;
      const fragment = getFragment(name);
      // Unknown fragments and cycles are errors of graphql-js's own rules.
      if (!fragment || measuring.has(name)) return { depth: 0, aliases: 0 };
      measuring.add(name);
      const measured = measure(fragment.selectionSet);
      measuring.delete(name);
      fragments.set(name, measured);
      return measured;
    };

    shape = measure(operation.selectionSet);
    shapes.set(operation, shape);
  }
  return shape;
}
