/**
 * How every game's table looks at a decision of the learner, checked in code through the table hooks that all six
 * play pages share (`data-widget="game-table"`, `data-awaiting`, `data-start`, `data-centre`, `data-hand`, `data-card`
 * with `data-playable`/`data-hinted`/`data-selected`, `data-actions`, `data-action="hint"`, `data-status`): a seeded
 * game at instant speed, up to the learner's first card decision; the hint's card must differ visibly from the others
 * in computed style; on a 375 x 812 phone the hand wraps into at most two rows and the centre, the hand and the action
 * buttons are on one screen, clear of the status line; at 1280 x 800 the hand is one row. Screenshots of each table at
 * both sizes, light and dark, go to test-results/table-look/ for a person to look at. Four seeded points of the first
 * deal (the first card decision, the second, a hint where only one thing can be done, the end of the deal) are
 * compared with committed pixel baselines at both sizes, light and dark, and at every decision the centre, the hand
 * and the actions must be on the phone's screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

interface GameCase {
  game: string;
  seed: number;
  /** The learner's decisions that are a card to play. */
  cardDecisions: readonly string[];
  /** The speed is set in the setup form (else in the settings panel once the game is on). */
  speedInSetup: boolean;
  /** Several cards are picked, then played with a button (the selection is checked too). */
  picks?: boolean;
  /** Check that a finished trick stays on show at normal speed, with who took it (the trick-taking games). */
  finishedTrick?: boolean;
}

const GAMES: readonly GameCase[] = [
  { game: 'hindersche', seed: 4242, cardDecisions: ['play'], speedInSetup: true, finishedTrick: true },
  { game: 'handjass', seed: 777, cardDecisions: ['play'], speedInSetup: true, finishedTrick: true },
  { game: 'bugami', seed: 555, cardDecisions: ['play'], speedInSetup: true, finishedTrick: true },
  { game: 'norrlandsknack', seed: 1212, cardDecisions: ['play'], speedInSetup: true, finishedTrick: true },
  { game: 'stopp', seed: 785737819, cardDecisions: ['lead', 'beat'], speedInSetup: false },
  { game: 'president', seed: 464265505, cardDecisions: ['play'], speedInSetup: false, picks: true },
];

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = 'test-results/table-look';
/** A baseline matches when at most 1% of its pixels differ (text antialiasing), with animations stopped. */
const SAME = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

/** The learner's first action at a decision that is not a card: a fixed, always legal choice per kind. */
async function passDecision(root: Locator, decision: string): Promise<void> {
  const first = async (selector: string) => {
    const el = root.locator(selector).first();
    if ((await el.count()) === 0) return false;
    await el.click();
    return true;
  };
  if (decision === 'buy') {
    await root.locator('[data-hand] button[data-playable]').first().click();
    if (await first('[data-action="buy"]')) return;
  }
  for (const s of ['[data-action="knock"]', '[data-action="go-along"]', '[data-action^="bid-"]', '[data-actions] [data-primary]', '[data-actions] [data-choice]', '[data-action="pass"]']) {
    if (await first(s)) return;
  }
  throw new Error(`no way on from the decision "${decision}"`);
}

/** Waits for the learner's next card decision, taking every other decision (and deal review) on the way. */
async function toCardDecision(page: Page, root: Locator, c: GameCase, onDecision?: (decision: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await expect
      .poll(async () => (await root.getAttribute('data-awaiting')) === 'learner' || (await root.locator('[data-actions] [data-primary]').count()) > 0, { timeout: 15_000 })
      .toBe(true);
    const decision = (await root.getAttribute('data-decision')) ?? '';
    const step = await root.evaluate((el) => el.querySelectorAll('[data-hand] button').length + ':' + (el.getAttribute('data-state') ?? '') + ':' + el.querySelectorAll('.gt-commentary__lines p').length);
    if ((await root.getAttribute('data-awaiting')) === 'learner') {
      if (c.cardDecisions.includes(decision) && (await root.locator('[data-hand] button[data-playable]').count()) > 0) return;
      await onDecision?.(decision);
      await passDecision(root, decision);
    } else await root.locator('[data-actions] [data-primary]').first().click();
    // Wait until the table has moved on from that step.
    await expect
      .poll(async () => root.evaluate((el) => el.querySelectorAll('[data-hand] button').length + ':' + (el.getAttribute('data-state') ?? '') + ':' + el.querySelectorAll('.gt-commentary__lines p').length), { timeout: 10_000 })
      .not.toBe(step);
  }
  throw new Error('no card decision reached');
}

/** Computed look of an element that the markings change. */
const look = (l: Locator) =>
  l.evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.transform, s.translate, s.borderTopColor, s.backgroundColor].join(' | ');
  });

/** Rows the hand's cards wrap into (layout positions, not counting the lift of a marked card). */
const handRows = (root: Locator) =>
  root.locator('[data-hand]').evaluate((hand) => {
    // A new row starts where a card's top lies lower than the previous card's by more than a third of its height.
    const cards = [...hand.querySelectorAll<HTMLElement>('button[data-card]')];
    return cards.reduce((rows, b, i) => (i > 0 && b.offsetTop - cards[i - 1]!.offsetTop > b.offsetHeight / 3 ? rows + 1 : rows), cards.length > 0 ? 1 : 0);
  });

/** The centre, the hand and the action buttons: their joint box, and whether the status line overlaps any of them. */
const decisionBox = (root: Locator) =>
  root.evaluate((el) => {
    const parts = [el.querySelector('[data-centre]'), el.querySelector('[data-hand]'), ...el.querySelectorAll('[data-actions] button')].filter((x): x is Element => !!x);
    const rects = parts.map((p) => p.getBoundingClientRect()).filter((r) => r.width > 0);
    const status = el.querySelector('[data-status]')?.getBoundingClientRect() ?? null;
    const overlap = status ? rects.some((r) => r.top < status.bottom - 1 && status.top < r.bottom - 1 && r.left < status.right && status.left < r.right) : false;
    return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)), overlap, parts: parts.length };
  });

for (const c of GAMES) {
  test(`${c.game}: the table marks the hint and fits a phone and a wide screen, light and dark`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    const root = await startGame(page, c);

    // Bugami's first decision is a bid: the hint marks the bid button.
    const bidChecked = { done: false };
    await toCardDecision(page, root, c, async (decision) => {
      if (decision !== 'bid' || bidChecked.done || (await root.locator('[data-action^="bid-"]').count()) === 0) return;
      await root.locator('[data-action="hint"]').click();
      const hinted = root.locator('[data-action^="bid-"][data-hinted]');
      await expect(hinted).toHaveCount(1, { timeout: 10_000 });
      const other = root.locator('[data-action^="bid-"]:not([data-hinted])').first();
      expect(await look(hinted)).not.toBe(await look(other));
      bidChecked.done = true;
    });
    await expect(root).toHaveAttribute('data-awaiting', 'learner');

    // On the phone: the hand in at most two rows; centre, hand and actions on one screen, clear of the status line.
    await page.screenshot({ path: `${SHOTS}/${c.game}-375-light-decision.png` });
    const widths = await root.locator('[data-hand]').evaluate((h) => `${h.clientWidth} ${h.querySelectorAll('button').length} ${h.querySelector('button')?.getBoundingClientRect().width}`);
    expect(await handRows(root), widths).toBeLessThanOrEqual(2);
    const box = await decisionBox(root);
    expect(box.parts).toBeGreaterThanOrEqual(3);
    expect(box.bottom - box.top, 'centre, hand and actions fit one phone screen').toBeLessThanOrEqual(PHONE.height);
    expect(box.top, 'the centre is on the screen').toBeGreaterThanOrEqual(0);
    expect(box.bottom, 'the actions are on the screen').toBeLessThanOrEqual(PHONE.height);
    expect(box.overlap, 'the status line covers nothing').toBe(false);

    // Pixel baselines of the decision (committed in table-look.spec.ts-snapshots/), on the phone and on a wide screen,
    // light and dark. Taken before the hint, whose advice depends on how much the coach's search gets done in its time.
    await compareFour(page, root, `${c.game}-decision`);

    // The seeded decision points after the first, each compared with its baselines on a phone and a wide screen, light
    // and dark: the learner's second card decision (cards of the others in the centre), a hint at the first decision
    // with only one thing to do (a hint the coach's search cannot change), and the end of the deal (with the review of
    // the learner's play left out: which decisions it names depends on the search's time).
    await page.setViewportSize(PHONE);
    await act(root, c);
    await toCardDecision(page, root, c);
    await compareFour(page, root, `${c.game}-mid-trick`);
    let forced = false;
    for (let i = 0; i < 40 && !forced; i++) {
      await act(root, c);
      const next = await toDecisionOrEnd(root, c);
      if (next === 'end') break;
      forced = await isForced(root);
    }
    expect(forced, 'a decision with one thing to do comes in the first deal').toBe(true);
    await root.locator('[data-action="hint"]').click();
    await expect(root.locator('.gt-hint')).toHaveAttribute('data-hint-state', 'done', { timeout: 10_000 });
    await compareFour(page, root, `${c.game}-hint`);
    for (let i = 0; i < 60; i++) {
      await act(root, c);
      if ((await toDecisionOrEnd(root, c)) === 'end') break;
    }
    await expect(root.locator(END)).not.toHaveCount(0);
    await compareFour(page, root, `${c.game}-deal-end`, '[data-play-review], .gt-analysis');

    // The hint on a card, marked so that it looks different, in the same seeded game started again (the coach's advice
    // depends on its search's time, and where it says pass the game moves on: so this comes after the compared points).
    await page.setViewportSize(PHONE);
    await page.evaluate(() => localStorage.clear());
    await startGame(page, c);
    await toCardDecision(page, root, c);
    // The hint marks a card that looks different from the others (a hint to pass marks none: then the next decision).
    const hinted = root.locator('[data-hand] button[data-hinted]').first();
    for (let tries = 0; ; tries++) {
      await root.locator('[data-action="hint"]').click();
      await expect
        .poll(async () => (await hinted.count()) > 0 || ((await root.locator('.gt-hint').count()) > 0 && !/thinking|…$/.test((await root.locator('.gt-hint').textContent()) ?? '')), { timeout: 10_000 })
        .toBe(true);
      if ((await hinted.count()) > 0 || tries >= 3) break;
      const pass = root.locator('[data-action="pass"]');
      if ((await pass.count()) > 0) await pass.click();
      else await root.locator('[data-hand] button[data-playable]').first().click();
      await toCardDecision(page, root, c);
    }
    await expect(hinted).toBeVisible();
    const plain = root.locator('[data-hand] button[data-card]:not([data-hinted])').first();
    expect(await look(hinted)).not.toBe(await look(plain));
    if (c.picks) {
      // A picked card looks different from an unpicked one, and from the hinted one.
      const pick = root.locator('[data-hand] button[data-playable]:not([data-hinted])').first();
      if ((await pick.count()) > 0) {
        const before = await look(pick);
        await pick.click();
        await expect(root.locator('[data-hand] button[data-selected]')).toHaveCount(1);
        const after = await look(root.locator('[data-hand] button[data-selected]'));
        expect(after).not.toBe(before);
        expect(after).not.toBe(await look(hinted));
      }
    }
    await shoot(page, `${c.game}-375-light`, 'light');
    await shoot(page, `${c.game}-375-dark`, 'dark');

    // On a wide screen: one row.
    await page.setViewportSize(DESKTOP);
    const wide = await root.locator('[data-hand]').evaluate((h) => {
      const b = [...h.querySelectorAll('button')];
      return `${h.clientWidth} ${b.length} ${getComputedStyle(b[1] ?? h).marginLeft} ${getComputedStyle(b[1] ?? h).width}`;
    });
    expect(await handRows(root), wide).toBe(1);
    await root.locator('[data-status]').evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 8, behavior: 'instant' }));
    await shoot(page, `${c.game}-1280-dark`, 'dark');
    await shoot(page, `${c.game}-1280-light`, 'light');

    if (c.finishedTrick) {
      // At normal speed a finished trick stays in the centre, with who took it, until the pause ends or a tap. The
      // page's clock is held so that the pause cannot run out while the test looks.
      await page.clock.install();
      await root.locator('.gt-settings summary').click();
      await root.locator('.gt-settings input[type="radio"][value="normal"]').check();
      await root.locator('.gt-settings summary').click();
      await root.locator('[data-status]').evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 8, behavior: 'instant' }));
      for (let i = 0; i < 4 && (await root.getAttribute('data-state')) !== 'trickShown'; i++) {
        await expect(root).toHaveAttribute('data-awaiting', 'learner', { timeout: 10_000 });
        await root.locator('[data-hand] button[data-playable]').first().click();
        await expect.poll(async () => ((await root.getAttribute('data-state')) === 'trickShown' ? 'shown' : await root.getAttribute('data-awaiting')), { timeout: 10_000 }).not.toBe('learner');
      }
      await expect(root).toHaveAttribute('data-state', 'trickShown');
      await expect(root.locator('[data-centre] .gt-trick__note')).toBeVisible();
      await shoot(page, `${c.game}-1280-light-finished-trick`, 'light');
      await page.clock.runFor(2_000);
      await expect(root).not.toHaveAttribute('data-state', 'trickShown');
    }
  });
}

/** Opens the seeded game's page, sets the instant speed and starts the game; returns the table. */
async function startGame(page: Page, c: GameCase): Promise<Locator> {
  await page.goto(`/en/${c.game}/play/?seed=${c.seed}`);
  const root = page.locator('[data-widget="game-table"]');
  await expect(root).toHaveAttribute('data-ready', 'true');
  if (c.speedInSetup) await root.locator('input[type="radio"][value="instant"]').first().check();
  await root.locator('[data-start]').click();
  if (!c.speedInSetup) {
    await root.locator('.gt-settings summary').click();
    await root.locator('.gt-settings input[type="radio"][value="instant"]').check();
    // The speed is saved with the game: reopen the page so that it arranges the first decision as a learner sees it.
    await page.reload();
    await expect(root).toHaveAttribute('data-ready', 'true');
  }
  return root;
}

/** The end of a deal: the review of the learner's play (Hindersche: the deal's result). */
const END = '[data-play-review], .gt-result';

/** The learner's action at the decision on show: the first playable card (picked, then played), else a fixed choice. */
async function act(root: Locator, c: GameCase): Promise<void> {
  const decision = (await root.getAttribute('data-decision')) ?? '';
  const playable = root.locator('[data-hand] button[data-playable]');
  if (c.picks) {
    // President: the first playable card alone; where the pile takes no single card (it wants a pair, say), a pass.
    for (const picked of await root.locator('[data-hand] button[data-selected]').all()) await picked.click();
    const pass = root.locator('[data-action="pass"]');
    if ((await playable.count()) === 0) return pass.click();
    const before = await root.locator('[data-hand] button').count();
    await playable.first().click();
    await root.locator('[data-action="play"]').click();
    await expect.poll(async () => (await root.locator('[data-hand] button').count()) < before || (await root.locator('.gt-refused').count()) > 0).toBe(true);
    if ((await root.locator('[data-hand] button').count()) < before) return;
    await root.locator('[data-hand] button[data-selected]').first().click();
    return pass.click();
  }
  if (c.cardDecisions.includes(decision) && (await playable.count()) > 0) return playable.first().click();
  await passDecision(root, decision);
}

/** A decision with only one thing the learner can do: one playable card and no pass, or no card (then a pass or a
 * call such as Stopp's is all there is). */
async function isForced(root: Locator): Promise<boolean> {
  if ((await root.getAttribute('data-awaiting')) !== 'learner') return false;
  const cards = await root.locator('[data-hand] button[data-playable]').count();
  const pass = await root.locator('[data-action="pass"]').count();
  return (cards === 1 && pass === 0) || (cards === 0 && (await root.locator('[data-action="hint"]').count()) > 0);
}

/** Waits for the learner's next decision (stepping past shown tricks) or the end of the deal. */
async function toDecisionOrEnd(root: Locator, c: GameCase): Promise<'decision' | 'end'> {
  const step = () => root.evaluate((el) => el.querySelectorAll('[data-hand] button').length + ':' + (el.getAttribute('data-state') ?? '') + ':' + el.querySelectorAll('.gt-commentary__lines p').length);
  for (let i = 0; i < 12; i++) {
    await expect
      .poll(async () => (await root.locator(END).count()) > 0 || (await root.getAttribute('data-awaiting')) === 'learner' || (await root.locator('[data-actions] [data-primary]').count()) > 0, { timeout: 15_000 })
      .toBe(true);
    if ((await root.locator(END).count()) > 0) return 'end';
    if ((await root.getAttribute('data-awaiting')) === 'learner') return 'decision';
    const before = await step();
    await root.locator('[data-actions] [data-primary]').first().click();
    await expect.poll(step, { timeout: 10_000 }).not.toBe(before);
  }
  void c;
  throw new Error('neither a decision nor the end of the deal came');
}

/** Compares what is on the screen with its four baselines: 375 x 812 and 1280 x 800, light and dark; `hide`: a
 * selector of parts left out of the picture. */
async function compareFour(page: Page, root: Locator, name: string, hide?: string): Promise<void> {
  const opts = SAME;
  // The page's Content-Security-Policy refuses a <style> element: the parts are hidden through their own style.
  if (hide) await page.evaluate((sel) => document.querySelectorAll<HTMLElement>(sel).forEach((el) => el.style.setProperty('display', 'none', 'important')), hide);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    if (size === PHONE && (await root.getAttribute('data-awaiting')) === 'learner') {
      // At every decision: the centre, the hand and the actions on the phone's screen, clear of the status line.
      const box = await decisionBox(root);
      expect(box.top, `${name}: the centre is on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.bottom, `${name}: the actions are on the screen`).toBeLessThanOrEqual(PHONE.height);
      expect(box.overlap, `${name}: the status line covers nothing`).toBe(false);
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      // On the phone, the screen as the learner sees it; on a wide screen, the whole table (where the page stands
      // scrolled depends on its height, which a line of commentary more or less changes).
      if (size === PHONE) await expect(page).toHaveScreenshot(`${name}-${size.width}-${scheme}.png`, opts);
      else await expect(root).toHaveScreenshot(`${name}-${size.width}-${scheme}.png`, opts);
    }
  }
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/** A screenshot of what is on the screen, in the given theme (checked to be in force first). */
async function shoot(page: Page, name: string, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
