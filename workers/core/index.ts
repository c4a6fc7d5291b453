// Pure business rules shared by the web, graphql and api Workers (STYLE principle 3).
export * from "./business-days";
export * from "./dates";
export * from "./geo";
export * from "./input-formats";
export * from "./money";
export * from "./permissions";
export * from "./quantities";
export * from "./titles";
