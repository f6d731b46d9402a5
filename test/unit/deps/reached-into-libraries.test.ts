import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Libraries whose internals the gateway relies on for speed or bounds (not only their documented API). Each is
 * reached into from one module, pinned to an exact version (a caret range could bring a release whose internals
 * differ) and kept true by a test that compares the module with the library's own behaviour.
 */
const REACHED_INTO: { library: string; module: string; why: string; equivalence: string; comparedWith?: string }[] = [
  {
    library: 'openapi-backend',
    module: 'src/http/openapi-router-fast.ts',
    why: "replaces its router's per-request matching and parsing (methods of its router instance)",
    equivalence: 'test/unit/spec/openapi-router-fast.test.ts',
  },
  {
    library: 'bath-es5',
    module: 'src/http/openapi-router-fast.ts',
    why: "parses path parameters as openapi-backend's router does",
    equivalence: 'test/unit/spec/openapi-router-fast.test.ts',
    comparedWith: 'openapi-backend',
  },
  {
    library: 'got',
    module: 'src/connectors/transport/lean-got.ts',
    why: 'empties the cache options of its defaults after extend (its native options spread them on every request)',
    equivalence: 'test/unit/connectors/transport/send-once.test.ts',
  },
  {
    library: 'jsonata',
    module: 'src/connectors/mapping/bounded-expression.ts',
    why: 'counts steps and depth through its undocumented evaluate entry and exit hooks',
    equivalence: 'test/unit/connectors/mapping/bounded-expression.test.ts',
  },
  {
    library: 'nodemailer',
    module: 'src/connectors/runtime/compose-message.ts',
    why: "imports its MailComposer from lib/ and sets the built node's keepBcc (the raw message Gmail sends keeps Bcc)",
    equivalence: 'test/unit/connectors/runtime/compose-message.test.ts',
  },
];

const root = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

describe('dependencies: every library reached into is pinned, used from one module, and has an equivalence test', () => {
  for (const { library, module, why, equivalence, comparedWith = library } of REACHED_INTO) {
    it(`${library} (${why})`, () => {
      const wanted = pkg.dependencies[library];
      expect(wanted, `${library} in dependencies`).to.be.a('string');
      expect(wanted, `${library} pinned to an exact version`).to.match(/^\d+\.\d+\.\d+$/);
      const installed = (JSON.parse(readFileSync(path.join(root, 'node_modules', library, 'package.json'), 'utf8')) as { version: string })
        .version;
      expect(installed, `installed ${library}`).to.equal(wanted);
      expect(readFileSync(path.join(root, module), 'utf8'), `${module} imports ${library}`).to.match(
        new RegExp(`from '${library}(/[^']*)?'`),
      );
      expect(existsSync(path.join(root, equivalence)), equivalence).to.equal(true);
      // It runs the module against the library itself.
      const test = readFileSync(path.join(root, equivalence), 'utf8');
      expect(test, `${equivalence} imports ${module}`).to.include(`/${path.basename(module, '.ts')}.js'`);
      expect(test, `${equivalence} compares with ${comparedWith}`).to.match(new RegExp(`from '${comparedWith}(/[^']*)?'`));
    });
  }
});
