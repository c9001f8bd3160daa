import type { MockOp } from './stores';

/**
 * The persisted journal stays well inside a browser's localStorage quota (about 5 MB per site,
 * shared with the app's drafts): at most this many changes, the oldest dropped first…
 */
export const JOURNAL_MAX_OPS = 1_000;
/**
 * …and at most this much Base64 of uploaded pictures (about six of the largest journaled logo,
 * 64 KiB each). Pictures no saved screen shows go first, oldest first; then the oldest others.
 */
export const JOURNAL_MAX_PICTURE_CHARS = 512 * 1024;

type PictureOp = Extract<MockOp, { op: 'putPicture' }>;
const isPicture = (op: MockOp): op is PictureOp => op.op === 'putPicture';

/** The picture keys the saved screens show, as the journal leaves them. */
function picturesInUse(ops: readonly MockOp[]): Set<string> {
  const logos = new Map<number, string | null>();
  for (const op of ops) {
    if (op.service !== 'screen') continue;
    if (op.op === 'saveScreen') logos.set(op.id, op.logoKey);
    else if (op.op === 'deleteScreen') logos.delete(op.id);
  }
  return new Set([...logos.values()].filter((key): key is string => key !== null));
}

/** The picture to let go of next: one no screen shows before one that is shown; oldest first. */
function nextPicture(ops: readonly MockOp[]): PictureOp | undefined {
  const pictures = ops.filter(isPicture);
  const used = picturesInUse(ops);
  return pictures.find((op) => !used.has(op.key)) ?? pictures[0];
}

const pictureChars = (ops: readonly MockOp[]) =>
  ops.reduce((sum, op) => sum + (isPicture(op) ? op.data.length : 0), 0);

/** The journal within its bounds, and how many changes that dropped. */
export function boundJournal(ops: readonly MockOp[]): { ops: MockOp[]; dropped: number } {
  let kept = [...ops];
  while (pictureChars(kept) > JOURNAL_MAX_PICTURE_CHARS) {
    const victim = nextPicture(kept);
    kept = kept.filter((op) => op !== victim);
  }
  if (kept.length > JOURNAL_MAX_OPS) kept = kept.slice(kept.length - JOURNAL_MAX_OPS);
  return { ops: kept, dropped: ops.length - kept.length };
}

/**
 * The journal with room made when storage is full: the next picture if there is one (pictures
 * are most of the bytes), else the oldest tenth of the changes. The newest change, the one being
 * saved, is never what goes. Null when nothing else is left to drop.
 */
export function shrinkJournal(ops: readonly MockOp[]): MockOp[] | null {
  if (ops.length <= 1) return null;
  const older = ops.slice(0, -1);
  const victim = nextPicture(older);
  if (victim) return ops.filter((op) => op !== victim);
  return ops.slice(Math.ceil(older.length / 10));
}
