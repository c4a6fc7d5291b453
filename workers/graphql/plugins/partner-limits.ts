/**
 * Partner limits on every operation (decision 007): query size, depth, aliases and static cost,
 * all checked before any REST call and answered as GraphQL errors with an HTTP status.
 */
import type { ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext, ServerContext } from "../context";
import { limitError } from "./limit-error";
import { partnerLimits } from "./limits-config";
import { operationCost } from "./operation-cost";
import { operationShape } from "./operation-shape";

/** Yoga caches validation by the rules' names: the limit is part of the name. */
function named(rule: ValidationRule, name: string): ValidationRule {
  Object.defineProperty(rule, "name", { value: name });
  return rule;
}

export function maxDepthRule(maxDepth: number): ValidationRule {
  return named(
    (context) => ({
      OperationDefinition(operation) {
        const { depth } = operationShape(operation, (name) => context.getFragment(name));
        if (depth > maxDepth) {
          context.reportError(
            limitError(`The operation is ${depth} fields deep; the limit is ${maxDepth}.`, "QUERY_TOO_DEEP", { depth, limit: maxDepth }, { node: operation }),
          );
        }
      },
    }),
    `MaxDepth${maxDepth}Rule`,
  );
}

export function maxAliasesRule(maxAliases: number): ValidationRule {
  return named(
    (context) => ({
      OperationDefinition(operation) {
        const { aliases } = operationShape(operation, (name) => context.getFragment(name));
        if (aliases > maxAliases) {
          context.reportError(
            limitError(`The operation uses ${aliases} aliases; the limit is ${maxAliases}.`, "TOO_MANY_ALIASES", { aliases, limit: maxAliases }, { node: operation }),
          );
        }
      },
    }),
    `MaxAliases${maxAliases}Rule`,
  );
}

/** Rules per limit value, so validation caching sees the same function for the same limits. */
const rules = new Map<string, ValidationRule>();
function ruleFor(key: string, build: () => ValidationRule): ValidationRule {
  let rule = rules.get(key);
  if (!rule) rules.set(key, (rule = build()));
  return rule;
}

export function partnerLimitsPlugin(): Plugin<GraphQLContext, ServerContext> {
  return {
    onParams({ params, context, setResult }) {
      const { maxQueryBytes } = partnerLimits(context.env);
      const bytes = new TextEncoder().encode(params.query ?? "").byteLength;
      if (bytes > maxQueryBytes) {
        setResult({
          errors: [
            limitError(`The query is ${bytes} bytes; the limit is ${maxQueryBytes}.`, "QUERY_TOO_LARGE", { bytes, limit: maxQueryBytes }, { status: 413 }),
          ],
        });
      }
    },
    onValidate({ addValidationRule, context }) {
      const { maxDepth, maxAliases } = partnerLimits(context.env);
      addValidationRule(ruleFor(`depth:${maxDepth}`, () => maxDepthRule(maxDepth)));
      addValidationRule(ruleFor(`aliases:${maxAliases}`, () => maxAliasesRule(maxAliases)));
    },
    onExecute({ args, setResultAndStopExecution }) {
      // Cost needs the variables (`first: $first`), so it is checked here, still before resolvers run.
      const { maxCost } = partnerLimits(args.contextValue.env);
      const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues);
      if (cost !== undefined && cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            limitError(
              `The operation's estimated cost is ${cost}; the limit is ${maxCost}. Ask for fewer fields or a smaller \`first\`.`,
              "QUERY_TOO_COMPLEX",
              { cost, limit: maxCost },
            ),
          ],
        });
      }
    },
  };
}
