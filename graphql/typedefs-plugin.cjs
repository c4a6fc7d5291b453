// A codegen plugin that emits the schema's SDL as a TypeScript string, so the graphql worker
// needs no loader for .graphql files and the SDL it serves is the one codegen checked.
const { printSchemaWithDirectives } = require("@graphql-tools/utils");

module.exports = {
  plugin(schema) {
    const sdl = printSchemaWithDirectives(schema);
    return `export const typeDefs = ${JSON.stringify(sdl)};\n`;
  },
};
