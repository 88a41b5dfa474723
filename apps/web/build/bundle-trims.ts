import type { Plugin } from 'vite';

/** The module of zod's classic API that wires every schema type to the JSON Schema generator. */
const ZOD_CLASSIC_SCHEMAS = /\/node_modules\/zod\/v4\/classic\/schemas\.js$/;
const ZOD_JSON_SCHEMA_IMPORT =
  'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";';
const ZOD_PROCESSOR_CALL = /\bprocessors\.\w+Processor\b/g;

/**
 * zod 4's classic schemas each carry their JSON Schema converter (`toJSONSchema`, one processor per
 * schema type, the `~standard.jsonSchema` methods): about 53 KB, 7 KB gzip, in the entry chunk. The
 * server describes the API with them (OpenAPI); the browser never does. In the web build the
 * converters become a function that throws, so Rollup drops the generator; `aggregateChecks` (the
 * `minLength`-style getters) stays. The build fails if zod reshapes the module, rather than
 * shipping the generator again unnoticed.
 */
export function zodWithoutJsonSchema(): Plugin {
  const unavailable = 'kenhNoJsonSchema';
  return {
    name: 'kenh-zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_CLASSIC_SCHEMAS.test(id)) return undefined;
      if (!code.includes(ZOD_JSON_SCHEMA_IMPORT) || code.search(ZOD_PROCESSOR_CALL) < 0) {
        this.error(
          "zod's classic schemas changed shape: revisit zodWithoutJsonSchema (build/bundle-trims.ts)",
        );
      }
      return {
        code: code
          .replace(
            ZOD_JSON_SCHEMA_IMPORT,
            `const ${unavailable} = () => { throw new Error('JSON Schema is not built into the web app'); };\n` +
              `const createStandardJSONSchemaMethod = () => ${unavailable};\n` +
              `const createToJSONSchemaMethod = () => ${unavailable};`,
          )
          .replace(ZOD_PROCESSOR_CALL, unavailable),
        map: null,
      };
    },
  };
}

/**
 * Ant Design's form context (which every input, checkbox and button reads) imports one provider
 * from `@rc-component/form`'s index, and that index hangs the whole form engine on its default
 * export (`RefForm.Field = Field`, …) where Rollup cannot drop it: 16 KB gzip on /login, which has
 * no Ant Design form. Pointing that one import at the provider's own module keeps the engine in the
 * chunks of the pages that use `Form`. Same module, so the provider stays one instance; if Ant Design
 * imports more names from there, the build fails on the missing export.
 */
export function antdFormContextWithoutEngine(): Plugin {
  return {
    name: 'kenh-antd-form-context-without-engine',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer with the index.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@rc-component/form' || !importer?.endsWith('/antd/es/form/context.js')) return null;
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { ...options, skipSelf: true });
    },
  };
}
