// Pure business rules shared by the web, graphql and api Workers (STYLE principle 3).
export * from "./business-days";
export * from "./dates";
export * from "./geo";
export * from "./gift-cards";
export * from "./input-formats";
export * from "./money";
export * from "./permissions";
export * from "./promotions";
export * from "./quantities";
export * from "./titles";
export * from "./totals";
