import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A generator of numbers in [0, 1) that the same seed repeats (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * Shuffles the files by the run's seed, as `--sequence.shuffle` asks, but keeps each project's files
 * together (decision 145). A worker of a project that keeps its modules (`isolate: false`) is handed
 * the next file only when that file is of the same project; Vitest's own shuffle mixes the projects,
 * so almost every file started a new worker and imported the whole app again. Projects with more
 * files go first, so the small projects' short files fill the end, where one worker would otherwise
 * wait for the other.
 */
export class ProjectsTogetherSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (!shuffle) return super.sort(files);
    const filesOf = new Map<string, number>();
    for (const file of files) filesOf.set(file.project.name, (filesOf.get(file.project.name) ?? 0) + 1);
    const rank = (file: TestSpecification) => -(filesOf.get(file.project.name) ?? 0);
    // Array.prototype.sort is stable: each project's files keep their shuffled order.
    return shuffled(files, seededRandom(seed)).sort(
      (a, b) => rank(a) - rank(b) || a.project.name.localeCompare(b.project.name),
    );
  }
}
