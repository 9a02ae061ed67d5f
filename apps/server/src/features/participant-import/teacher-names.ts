/**
 * The Thon's teachers by what a roster may write for them: lower-cased e-mail address, full name, and
 * surname alone. A surname two teachers share maps to null: it names neither (decision 125).
 */
export type TeacherDirectory = Map<string, string | null>;

// Schools write "Mrs. Alvarez", "Ms Chen", "Sra. Díaz": a title says nothing about who is meant.
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sr', 'sra', 'srta']);

/** A person's name without title, punctuation, letter case or extra spaces. */
function nameKey(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  while (words.length > 1 && TITLES.has(words[0] ?? '')) words.shift();
  return words.join(' ');
}

function add(directory: TeacherDirectory, key: string, id: string) {
  const known = directory.get(key);
  directory.set(key, known === undefined || known === id ? id : null);
}

export function teacherDirectory(
  teachers: { id: string; firstName: string; lastName: string; email: string }[],
): TeacherDirectory {
  const directory: TeacherDirectory = new Map();
  for (const teacher of teachers) {
    add(directory, `email:${teacher.email.toLowerCase()}`, teacher.id);
    add(directory, `name:${nameKey(`${teacher.firstName} ${teacher.lastName}`)}`, teacher.id);
    add(directory, `surname:${nameKey(teacher.lastName)}`, teacher.id);
  }
  return directory;
}

/** The teacher a roster's Teacher cell names, or null when it names none of the Thon's teachers. */
export function findTeacher(directory: TeacherDirectory, text: string): string | null {
  const email = directory.get(`email:${text.trim().toLowerCase()}`);
  if (email) return email;
  const name = nameKey(text);
  const byName = directory.get(`name:${name}`);
  if (byName !== undefined) return byName;
  // "Mrs. Alvarez": a surname alone names the one teacher of the Thon who has it.
  return name.includes(' ') ? null : (directory.get(`surname:${name}`) ?? null);
}

/** How two cells of one roster that name the same unknown teacher are told to be one person. */
export const teacherNameKey = nameKey;
