import ts from 'typescript';

/**
 * Reports the TypeScript errors of each linted file, from the program typed linting has already
 * built for it: `npm run check` type-checks through ESLint instead of building every workspace's
 * program a second time with `tsc` (docs/decisions/0022-ci-time-4.md). `npm run typecheck` stays for
 * a developer who wants the compiler alone.
 */
export const typeErrorsRule = {
  meta: {
    type: 'problem',
    docs: { description: "TypeScript's errors for the file (what `tsc --noEmit` reports)" },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    return {
      'Program:exit'() {
        const file = program.getSourceFile(context.filename);
        if (!file) return;
        const diagnostics = [
          ...program.getSyntacticDiagnostics(file),
          ...program.getSemanticDiagnostics(file),
        ];
        for (const diagnostic of diagnostics) {
          // Unused names: typed linting turns on noUnusedLocals/noUnusedParameters for its own rules,
          // which `tsc` with our tsconfigs does not report (ESLint's no-unused-vars does).
          if (diagnostic.category !== ts.DiagnosticCategory.Error || diagnostic.reportsUnnecessary) continue;
          const start = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
          const end = file.getLineAndCharacterOfPosition((diagnostic.start ?? 0) + (diagnostic.length ?? 0));
          context.report({
            loc: {
              start: { line: start.line + 1, column: start.character },
              end: { line: end.line + 1, column: end.character },
            },
            message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
          });
        }
      },
    };
  },
};
