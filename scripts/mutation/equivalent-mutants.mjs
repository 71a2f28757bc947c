/**
 * Stryker ignorer for the mutants shown equivalent in stryker.config.mjs (`equivalentMutants`):
 * each entry names a file and the exact source of the expression whose mutants cannot change
 * what the code does; the report shows them as ignored, with the entry's reason.
 */
import { PluginKind, commonTokens, declareClassPlugin } from '@stryker-mutator/api/plugin';

class EquivalentMutants {
  static inject = [commonTokens.options];

  constructor(options) {
    this.entries = options.equivalentMutants ?? [];
  }

  shouldIgnore(path) {
    const { node } = path;
    const file = path.hub?.file;
    if (node.start == null || !file?.opts?.filename) return undefined;
    const name = file.opts.filename.replaceAll('\\', '/');
    const entry = this.entries.find((e) => name.endsWith(e.file) && e.code === file.code.slice(node.start, node.end));
    return entry && `equivalent: ${entry.reason}`;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'equivalent-mutants', EquivalentMutants)];

/** Declares the option, so Stryker does not warn about an unknown setting. */
export const strykerValidationSchema = {
  properties: {
    equivalentMutants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file', 'code', 'reason'],
        properties: { file: { type: 'string' }, code: { type: 'string' }, reason: { type: 'string' } },
      },
    },
  },
};
