/**
 * Vitest's order, with the integration files that take longest first. In a fresh clone
 * Vitest has no durations yet and runs larger files first, which left the memory test (a
 * small file that waits a minute for the server's memory to settle) to the end, alone on one
 * of the two workers. First, the other worker fills its waits, and the heavy ones (builds,
 * `npm start`) overlap the quick files instead of trailing them.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as the runs measure them (test time plus the builds in their hooks). */
const FIRST = [
  'tests/integration/import-memory.test.ts',
  'tests/integration/npm-start-faults.test.ts',
  'tests/integration/two-starts.test.ts',
  'tests/integration/markdown-xss-build.test.ts',
  'tests/integration/newsletter-owner.test.ts',
  'tests/integration/newsletter-issues.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = FIRST.findIndex((path) => spec.moduleId.endsWith(path));
  return index < 0 ? FIRST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = (await super.sort(files)).map((spec, index) => ({ spec, index }));
    // Within a project only: Vitest runs the projects one after the other, in its order.
    sorted.sort(
      (a, b) =>
        (a.spec.project.name === b.spec.project.name ? rank(a.spec) - rank(b.spec) : 0) || a.index - b.index,
    );
    return sorted.map(({ spec }) => spec);
  }
}
