// @vitest-environment jsdom
import { requestChartTurn } from './chartTurns';

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('chart turns', () => {
  afterEach(async () => {
    // Let the queue go quiet, so every test starts on a quiet page.
    await nextFrame();
    await nextFrame();
  });

  it('starts the first chart of a quiet page at once', () => {
    const started: string[] = [];
    requestChartTurn(() => started.push('a'));
    expect(started).toEqual(['a']);
  });

  it('starts charts asked for together one a frame, in order', async () => {
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) requestChartTurn(() => started.push(name));
    expect(started).toEqual(['a']);
    await nextFrame();
    expect(started).toEqual(['a', 'b']);
    await nextFrame();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('never starts a chart whose component went away while it waited', async () => {
    const started: string[] = [];
    requestChartTurn(() => started.push('a'));
    const cancel = requestChartTurn(() => started.push('b'));
    requestChartTurn(() => started.push('c'));
    cancel();
    await nextFrame();
    await nextFrame();
    expect(started).toEqual(['a', 'c']);
  });
});
